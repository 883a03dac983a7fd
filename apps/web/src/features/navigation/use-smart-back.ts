import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { sessionStack, takeBackTarget } from './navigation-stack.ts';

/**
 * Smart back (spec §4, R4.125): a function that goes to the previous path of the navigation
 * stack, or to /manager when there is none. For Back buttons, the error page's Go Back and
 * the native back-swipe.
 */
export function useSmartBack(): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => {
    void navigate(takeBackTarget(sessionStack(), `${pathname}${search}`));
  }, [navigate, pathname, search]);
}
