import { ADMIN_USER_FILTERS, type AdminUserFilter, PAGE_SIZE_DEFAULT } from '@shred/contract';
import { formatCount } from '@shred/game';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/index.ts';
import { useAdminUsersQuery } from '../../../features/admin-users/admin-user-queries.ts';
import { UserList } from '../../../features/admin-users/user-list.tsx';
import { FILTER_LABELS, UserSearch } from '../../../features/admin-users/user-search.tsx';
import { ListSkeleton } from '../../../features/credits/index.ts';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { UsersIcon } from '../../../ui/icons.tsx';
import { ListStatus } from '../../../ui/list-status.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Pager, pageCountOf } from '../../../ui/pager.tsx';

const pageFrom = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};
const filterFrom = (value: string | null): AdminUserFilter =>
  (ADMIN_USER_FILTERS as readonly string[]).includes(value ?? '') ? (value as AdminUserFilter) : 'all';

/**
 * /admin/users 'Users' (staff, R2.69, R2.87): every account, newest first, or those matching a
 * search, narrowed to staff, athletes, premium or deactivated accounts. Search, filter and page
 * live in the address, so Back and a shared link show the same list.
 */
export function AdminUsersPage() {
  const [params, setParams] = useSearchParams();
  const query = (params.get('query') ?? '').trim();
  const filter = filterFrom(params.get('filter'));
  const page = pageFrom(params.get('page'));
  const users = useAdminUsersQuery({ page, query, filter });

  const go = (next: { query?: string; filter?: AdminUserFilter; page?: number }) => {
    const address = new URLSearchParams(params);
    const set = (key: string, value: string, none: string) => {
      if (value && value !== none) address.set(key, value);
      else address.delete(key);
    };
    set('query', next.query ?? query, '');
    set('filter', next.filter ?? filter, 'all');
    set('page', String(next.page ?? 1), '1');
    setParams(address, { replace: next.page === undefined && next.filter === undefined });
  };

  const data = users.data;
  const narrowed = query !== '' || filter !== 'all';
  return (
    <div className="max-w-6xl">
      <PageHeader
        title="Users"
        subtitle="Find a player, read their account, and grant credits or change their access"
        back={{ to: '/admin/dashboard', label: 'Dashboard' }}
      />
      <section aria-labelledby="user-list-title" className="flex min-w-0 flex-col gap-4">
        <h2 id="user-list-title" className="sr-only">
          Users
        </h2>
        <UserSearch
          query={query}
          filter={filter}
          onSearch={(text) => go({ query: text })}
          onFilter={(next) => go({ filter: next })}
        />
        {users.isPending ? (
          <ListSkeleton rows={6} label="Loading the users" />
        ) : users.isError && !data ? (
          <LoadFailed
            icon={<UsersIcon width={28} height={28} />}
            title="Could not load the users"
            message={errorMessage(users.error)}
            onRetry={() => users.refetch()}
            retrying={users.isRefetching}
          />
        ) : data ? (
          <>
            <ListStatus
              summary={
                <>
                  {data.count === 1 ? '1 user' : `${formatCount(data.count)} users`}
                  {filter !== 'all' ? ` · ${FILTER_LABELS[filter]}` : ''}
                  {query ? ` matching “${query}”` : ', newest first'}
                </>
              }
              updating={users.isFetching}
              failure={users.isError ? errorMessage(users.error) : null}
              onRetry={() => void users.refetch()}
            />
            {data.results.length === 0 ? (
              <EmptyState
                icon={<UsersIcon width={28} height={28} />}
                title={narrowed ? 'No user matches' : 'No users yet'}
                action={
                  narrowed ? (
                    <Button variant="secondary" onClick={() => go({ query: '', filter: 'all' })}>
                      Show everyone
                    </Button>
                  ) : undefined
                }
              >
                {narrowed ? 'Try part of the username, the e-mail address or the name.' : null}
              </EmptyState>
            ) : (
              <UserList users={data.results} busy={users.isPlaceholderData} />
            )}
            <Pager
              label="User pages"
              page={page}
              pageCount={pageCountOf(data.count, PAGE_SIZE_DEFAULT)}
              onPageChange={(next) => go({ page: next })}
              busy={users.isPlaceholderData}
            />
          </>
        ) : null}
      </section>
    </div>
  );
}
