import type { AdminUserDetail } from '@shred/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { call, errorMessage } from '../../../api/index.ts';
import { useUpdateAdminUser } from '../../../features/admin-users/admin-user-queries.ts';
import {
  AthleteResults,
  AthleteSearchEmpty,
  AthleteSearchInput,
  AthleteSearchStatus,
  useAthleteSearchText,
} from '../../../features/athletes/athlete-search-field.tsx';
import { AthleteAvatar } from '../../../features/athletes/index.ts';
import { confirm } from '../../../features/modals/index.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';

const RESULTS_SHOWN = 8;

/** GET athletes/?q=: any athlete by name, for the link. */
function useAthleteNameSearch(q: string) {
  return useQuery({
    queryKey: ['admin-users', 'athlete-search', q],
    queryFn: ({ signal }) => call('athleteList', { query: { q, page_size: RESULTS_SHOWN }, signal }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * The athlete the account speaks for (it opens their athlete zone): the current link with
 * Unlink, and a name search whose pick links, moving the link if there was one. An athlete
 * already linked to someone else is refused with who holds them.
 */
export function AthleteLink({ user }: { user: AdminUserDetail }) {
  const inputId = useId();
  const update = useUpdateAdminUser(user.username);
  const { text, setText, q } = useAthleteSearchText();
  const search = useAthleteNameSearch(q.trim());
  const [failure, setFailure] = useState<string | null>(null);
  const results = search.data?.results ?? [];

  const link = async (athleteId: number | null, name: string) => {
    setFailure(null);
    const ok = await confirm(
      athleteId === null
        ? {
            title: `Unlink ${name}?`,
            message: `@${user.username} stops being an athlete account and loses the athlete zone.`,
            confirmText: 'Unlink',
            danger: true,
          }
        : {
            title: `Link ${name}?`,
            message: `@${user.username} becomes ${name}'s athlete account${user.athlete ? `, instead of ${user.athlete.name}'s` : ''}.`,
            confirmText: 'Link',
          },
    );
    if (!ok) return;
    try {
      await update.mutateAsync({ athlete_id: athleteId });
      setText('');
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {user.athlete ? (
        <div className="flex items-center gap-3 rounded-xl border border-line bg-surface-2 p-3">
          <AthleteAvatar
            athlete={{
              id: user.athlete.id,
              slug: user.athlete.slug,
              first_name: user.athlete.name,
              last_name: '',
              avatar: user.athlete.avatar,
            }}
            size="md"
          />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-semibold">{user.athlete.name}</span>
            <span className="block text-xs text-muted">Linked athlete</span>
          </span>
          <Button
            size="sm"
            variant="secondary"
            loading={update.isPending}
            onClick={() => void link(null, user.athlete?.name ?? 'the athlete')}
          >
            Unlink
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted">Not linked to an athlete.</p>
      )}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-fg">
          {user.athlete ? 'Link another athlete' : 'Link an athlete'}
        </label>
        <AthleteSearchInput
          id={inputId}
          text={text}
          onText={setText}
          placeholder="First or last name"
          withIcon
        />
      </div>
      {q.trim() ? (
        <>
          <AthleteSearchStatus fetching={search.isFetching} error={search.error}>
            {search.data
              ? `${search.data.count === 1 ? '1 athlete' : `${search.data.count} athletes`} found`
              : null}
          </AthleteSearchStatus>
          {search.data && results.length === 0 ? (
            <AthleteSearchEmpty>No athlete matches “{q.trim()}”.</AthleteSearchEmpty>
          ) : null}
          <AthleteResults
            athletes={results}
            detail={(athlete) => `${athlete.primary_sport.name} · ${athlete.nationality.ioc}`}
            action={(athlete) => {
              const name = `${athlete.first_name} ${athlete.last_name}`;
              const current = athlete.id === user.athlete?.id;
              return (
                <Button
                  size="sm"
                  variant={current ? 'ghost' : 'secondary'}
                  disabled={current || update.isPending}
                  aria-label={current ? `Linked: ${name}` : `Link ${name}`}
                  onClick={() => void link(athlete.id, name)}
                >
                  {current ? 'Linked' : 'Link'}
                </Button>
              );
            }}
          />
        </>
      ) : null}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
    </div>
  );
}
