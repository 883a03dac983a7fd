import { useSearchParams } from 'react-router';
import { SearchPanel } from '../../features/search/search-panel.tsx';
import { SEARCH_TEXTS } from '../../features/search/search-rules.ts';
import { PageHeader } from '../../ui/page-header.tsx';

/**
 * /search (A3, R2.98): the global search panel as a page, where `/user/search` leads. A link
 * may carry the query as `?query=`; the field is ready to type into either way.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader title={SEARCH_TEXTS.title} className="mb-4" />
      <SearchPanel initialQuery={params.get('query') ?? ''} autoFocus />
    </div>
  );
}
