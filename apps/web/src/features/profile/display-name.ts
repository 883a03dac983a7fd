import type { PublicProfile } from '@shred/contract';

/** Spec §6 (R6.13): athlete profiles show the athlete's name instead of the username. */
export function profileDisplayName(profile: Pick<PublicProfile, 'username' | 'profile_type'>): string {
  const { type, athlete_name: athleteName } = profile.profile_type;
  return type === 'athlete' && athleteName ? athleteName : profile.username;
}
