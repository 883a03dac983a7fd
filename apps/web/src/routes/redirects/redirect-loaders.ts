import { type LoaderFunctionArgs, replace } from 'react-router';
import { redirectTarget, userPathAlias } from '../guards/redirect-rules.ts';

/** Loaders of spec §2 "Redirects"; each replaces the history entry, so Back skips the alias. */

export const toPath = (path: string) => () => replace(path);

export function redirectParamLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return replace(redirectTarget(url.search, url.origin));
}

export function userAliasLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return replace(userPathAlias({ pathname: url.pathname, search: url.search, hash: '' }) ?? '/');
}
