import { errorMessage } from '../../api/index.ts';
import { useAppSettingsQuery } from '../../features/app-settings/app-settings-queries.ts';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { LoadingBlock } from '../../ui/spinner.tsx';
import { AppSettingsForm } from './app-settings-form.tsx';

const lastSaved = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** /admin/settings: maintenance mode, its message and password, and the native minimum versions (staff). */
export function AdminSettingsPage() {
  const query = useAppSettingsQuery();
  return (
    <div className="max-w-4xl">
      <PageHeader
        title="App Settings"
        subtitle={
          query.data ? `Last saved ${lastSaved(query.data.updated_at)}` : 'Maintenance and app versions'
        }
        back={{ to: '/admin/dashboard', label: 'Dashboard' }}
      />
      {query.isPending ? <LoadingBlock label="Loading settings…" /> : null}
      {query.isError ? (
        <FormAlert title="Could not load the settings">
          <p>{errorMessage(query.error)}</p>
          <Button size="sm" variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </FormAlert>
      ) : null}
      {query.data ? <AppSettingsForm settings={query.data} /> : null}
    </div>
  );
}
