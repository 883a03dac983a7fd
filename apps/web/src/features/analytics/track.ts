import { call } from '../../api/index.ts';
import { addBreadcrumb } from '../../platform/index.ts';
import { clearSession, touchSession } from './analytics-session.ts';
import { clearAnonymousId, getAnonymousId } from './anonymous-id.ts';

export interface TrackDetails {
  properties?: Record<string, unknown>;
  label?: string;
  value?: number;
}

/**
 * Record an analytics event (POST tracking/track/). Signed-in users are attributed by their
 * token, anonymous visitors by the anonymous id. Never throws: analytics must not break a
 * user action, so failures are only noted as breadcrumbs.
 */
export async function track(event: string, details: TrackDetails = {}): Promise<void> {
  try {
    await call('track', {
      body: {
        event,
        properties: details.properties ?? null,
        label: details.label ?? null,
        value: details.value ?? null,
        sessionId: touchSession(),
        anonymousId: getAnonymousId(),
      },
    });
  } catch (error) {
    addBreadcrumb('analytics', `Tracking "${event}" failed`, { level: 'warning', error });
  }
}

/** Link the anonymous id of this device to the signed-in user (spec §4 Login). */
export function identifyUser(user: { id: number }): Promise<void> {
  return track('user_identified', { properties: { user_id: user.id } });
}

/** Forget who this device belonged to: a new anonymous id and session follow (A14). */
export function resetAnalyticsIdentity(): void {
  clearAnonymousId();
  clearSession();
}
