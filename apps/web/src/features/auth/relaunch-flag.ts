import { RELAUNCH_FLAG_KEY } from './auth.constants.ts';

/** Marks that this device has already done its one-time logout on relaunch (spec §4). */
export function hasRelaunchFlag(): boolean {
  return localStorage.getItem(RELAUNCH_FLAG_KEY) !== null;
}

export function setRelaunchFlag(): void {
  localStorage.setItem(RELAUNCH_FLAG_KEY, 'true');
}

export function clearRelaunchFlag(): void {
  localStorage.removeItem(RELAUNCH_FLAG_KEY);
}
