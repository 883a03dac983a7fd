import { useSearchParams } from 'react-router';
import { SearchPanel } from '../../features/search/search-panel.tsx';
import { SEARCH_TEXTS } from '../../features/search/search-rules.ts';
import { PageHeader } from '../../ui/page-header.tsx';

/**
 * /search (A3, R2.98): the global search panel as a page, where `/user/search` leads. A link
 * may carry the query as `?query=`; the field is ready to type into either way. The query
 * searched is kept in the address as it settles, replacing the entry rather than adding one,
 * so the page can be shared and Back leaves it instead of stepping through the typing.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const keepQuery = (query: string) => {
    if ((params.get('query') ?? '') === query) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (query) next.set('query', query);
        else next.delete('query');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader title={SEARCH_TEXTS.title} className="mb-4" />
      <SearchPanel initialQuery={params.get('query') ?? ''} onQueryChange={keepQuery} autoFocus />
    </div>
  );
}
