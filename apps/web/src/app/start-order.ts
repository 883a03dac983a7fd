import { reportError } from '../platform/index.ts';

/** Spec §8 startup failure messages, one per part of the start order. */
export const STARTUP_MESSAGES = {
  core: 'Failed to initialize core features',
  auth: 'Failed to initialize authentication',
  authenticatedFeatures: 'Failed to initialize some authenticated features',
  push: 'Failed to initialize push notifications',
  notifications: 'Failed to initialize notifications',
  deepLinks: 'Failed to initialize deep linking',
  route: 'Failed to initialize route-specific features',
} as const;

type Step = () => void | Promise<void>;

/** Everything the app initialises at start, in the groups of spec §4 "Application start order". */
export interface StartSteps {
  // Phase 1: core features
  appSettings: Step;
  theme: Step;
  anonymousId: Step;
  /** Runs at app start only, not when the start order runs again later (after a login). */
  tracking: Step;
  // Phase 2
  /** Resolves whether a user is signed in. */
  auth: () => Promise<boolean>;
  // Phase 3: only for a signed-in user
  pushNotifications: Step;
  notifications: Step;
  deepLinks: Step;
  // Phase 4
  gameMode: Step;
}

export interface StartResult {
  /** False when any message was collected (R4.36). */
  success: boolean;
  messages: string[];
  authenticated: boolean;
}

interface RunOptions {
  /** True for the real app start; tracking is skipped otherwise (R4.32). */
  appStart?: boolean;
  /** Where each failure's cause goes; the visitor sees nothing of it. */
  log?: (message: string, error: unknown) => void;
}

/**
 * Run the start order of spec §4: core features, then auth, then (signed in only) push
 * notifications, notifications and deep links, then the game mode. A failing part does not
 * stop the ones after it; each failure is collected as its §8 message (R4.32–R4.36, R8.24–R8.30).
 */
export async function runStartOrder(
  steps: StartSteps,
  { appStart = true, log = reportError }: RunOptions = {},
): Promise<StartResult> {
  const messages: string[] = [];
  const attempt = async (step: Step, message: string): Promise<boolean> => {
    try {
      await step();
      return true;
    } catch (error) {
      log(message, error);
      return false;
    }
  };

  // Phase 1 (R4.32): one message for the group, however many of its parts failed.
  const core = [steps.appSettings, steps.theme, steps.anonymousId, ...(appStart ? [steps.tracking] : [])];
  let coreOk = true;
  for (const step of core) coreOk = (await attempt(step, STARTUP_MESSAGES.core)) && coreOk;
  if (!coreOk) messages.push(STARTUP_MESSAGES.core);

  // Phase 2 (R4.33)
  let authenticated = false;
  try {
    authenticated = await steps.auth();
  } catch (error) {
    log(STARTUP_MESSAGES.auth, error);
    messages.push(STARTUP_MESSAGES.auth);
  }

  // Phase 3 (R4.34): each failure by name, under one heading for the group.
  if (authenticated) {
    const failed: string[] = [];
    const parts: Array<[Step, string]> = [
      [steps.pushNotifications, STARTUP_MESSAGES.push],
      [steps.notifications, STARTUP_MESSAGES.notifications],
      [steps.deepLinks, STARTUP_MESSAGES.deepLinks],
    ];
    for (const [step, message] of parts) if (!(await attempt(step, message))) failed.push(message);
    if (failed.length > 0) messages.push(STARTUP_MESSAGES.authenticatedFeatures, ...failed);
  }

  // Phase 4 (R4.35)
  if (!(await attempt(steps.gameMode, STARTUP_MESSAGES.route))) messages.push(STARTUP_MESSAGES.route);

  return { success: messages.length === 0, messages, authenticated };
}
