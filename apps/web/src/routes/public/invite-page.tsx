import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../api/index.ts';
import { useAuthStore } from '../../features/auth/index.ts';
import {
  LeagueImage,
  leaguePath,
  membersText,
  useJoinLeagueMutation,
  useLeagueInviteQuery,
} from '../../features/leagues/index.ts';
import { withNext } from '../../features/navigation/next-param.ts';
import { toast } from '../../features/toasts/index.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { TrophyIcon } from '../../ui/icons.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { TextSkeleton } from '../../ui/skeleton.tsx';
import { WELCOME_PATH } from '../guards/onboarding-rule.ts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * /invite?league={slug}&inviterId={id} (R2.09, navbar hidden): the league an invite link
 * points at. Signed in, one tap joins; otherwise create an account (registration joins the
 * league) or log in and come back here to join.
 */
export function InvitePage() {
  const [search] = useSearchParams();
  const raw = (search.get('league') ?? search.get('leagueSlug') ?? '').trim().toLowerCase();
  const slug = SLUG.test(raw) ? raw : '';
  const inviter = Number(search.get('inviterId'));
  const inviterId = Number.isSafeInteger(inviter) && inviter > 0 ? inviter : null;
  const invite = useLeagueInviteQuery(slug);

  return (
    <div className="mx-auto flex min-h-[70dvh] w-full max-w-md flex-col justify-center py-8">
      {slug === '' ? (
        <NoLeague text="This invite link names no league. Ask for the link again." />
      ) : invite.isPending ? (
        <Card
          aria-busy="true"
          aria-label="Loading the invitation"
          className="flex flex-col items-center gap-3"
        >
          <div className="size-24 animate-pulse rounded-2xl bg-surface-2" />
          <TextSkeleton className="h-7 w-2/3" />
          <TextSkeleton className="w-1/3" />
        </Card>
      ) : invite.isError ? (
        invite.error instanceof ApiError && invite.error.status === 404 ? (
          <NoLeague text="It may have been closed, or the link is mistyped." />
        ) : (
          <LoadFailed
            icon={<TrophyIcon width={28} height={28} />}
            title="Could not load the invitation"
            message={errorMessage(invite.error)}
            onRetry={() => invite.refetch()}
            retrying={invite.isRefetching}
          />
        )
      ) : (
        <Card
          as="section"
          aria-labelledby="invite-title"
          className="flex flex-col items-center gap-4 text-center"
        >
          <p className="text-xs font-semibold uppercase tracking-widest text-accent">
            You are invited to a league
          </p>
          <LeagueImage league={invite.data} size="lg" />
          <div>
            <h1
              id="invite-title"
              className="break-words font-display text-3xl font-bold uppercase italic tracking-tight text-fg"
            >
              {invite.data.name}
            </h1>
            <p className="mt-1 text-sm text-muted">
              {membersText(invite.data.members_count)} · run by {invite.data.owner.username}
            </p>
          </div>
          {invite.data.description ? (
            <p className="whitespace-pre-line break-words text-[15px] text-fg/90">
              {invite.data.description}
            </p>
          ) : null}
          <InviteActions
            slug={invite.data.slug}
            name={invite.data.name}
            inviterId={inviterId}
            closed={invite.data.joining_closed}
            member={invite.data.is_member}
          />
        </Card>
      )}
    </div>
  );
}

function NoLeague({ text }: { text: string }) {
  return (
    <EmptyState
      icon={<TrophyIcon width={28} height={28} />}
      title="League not found"
      action={
        <ButtonLink to="/manager" variant="secondary">
          Go to Shred League
        </ButtonLink>
      }
    >
      {text}
    </EmptyState>
  );
}

function InviteActions({
  slug,
  name,
  inviterId,
  closed,
  member,
}: {
  slug: string;
  name: string;
  inviterId: number | null;
  closed: boolean;
  member: boolean;
}) {
  const navigate = useNavigate();
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  const welcomed = useAuthStore((state) => state.user?.completed_manager_welcome ?? false);
  const join = useJoinLeagueMutation();
  if (member)
    return (
      <ButtonLink to={leaguePath(slug)} fullWidth size="lg">
        Open the league
      </ButtonLink>
    );
  if (closed)
    return (
      <p role="status" className="rounded-xl bg-surface-2 px-4 py-3 text-sm text-muted">
        {name} is not taking new members right now. Ask its owner to open joining.
      </p>
    );
  if (signedIn)
    return (
      <div className="flex w-full flex-col gap-3">
        <Button
          size="lg"
          fullWidth
          loading={join.isPending}
          onClick={() =>
            join.mutate(
              { slug, inviterId },
              {
                onSuccess: (league) => {
                  toast.success(`You are in ${league.name}.`, 'Joined');
                  // The manager area opens after the welcome: one not yet finished comes first, then the league.
                  const target = leaguePath(league.slug);
                  navigate(welcomed ? target : withNext(WELCOME_PATH, target), { replace: true });
                },
              },
            )
          }
        >
          Join
        </Button>
        {join.isError ? <FormAlert>{errorMessage(join.error)}</FormAlert> : null}
      </div>
    );
  const query = new URLSearchParams({ league: slug, ...(inviterId ? { inviterId: String(inviterId) } : {}) });
  // Registering joins the league, so the onboarding steps end on its page; logging in comes back here.
  const register = withNext(`/register?${query}`, leaguePath(slug));
  const back = `/invite?${query}`;
  return (
    <div className="flex w-full flex-col gap-3">
      <ButtonLink to={register} size="lg" fullWidth>
        Create an account
      </ButtonLink>
      <p className="text-balance text-sm text-muted">Free to play: you join {name} as you sign up.</p>
      <ButtonLink to={withNext('/login', back)} variant="secondary" fullWidth>
        Log in
      </ButtonLink>
    </div>
  );
}
