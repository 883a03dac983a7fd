import type { AdminChallengeSet } from '@shred/contract';
import { errorMessage } from '../../../api/index.ts';
import { confirm } from '../../../features/modals/index.ts';
import { toast } from '../../../features/toasts/index.ts';

/** Ask, then delete a set; a set players completed challenges of is refused and the reason shown. */
export async function askToDeleteSet(
  set: AdminChallengeSet,
  remove: (id: number) => Promise<unknown>,
): Promise<boolean> {
  const yes = await confirm({
    title: `Delete ${set.name}?`,
    message:
      set.challenges_count === 0
        ? 'The set goes for good.'
        : `Its ${set.challenges_count === 1 ? 'challenge goes' : `${set.challenges_count} challenges go`} with it, and players' progress on them.`,
    confirmText: 'Delete set',
    danger: true,
  });
  if (!yes) return false;
  try {
    await remove(set.id);
    toast.success(`${set.name} is deleted.`, 'Set deleted');
    return true;
  } catch (error) {
    toast.error(errorMessage(error), 'Set not deleted');
    return false;
  }
}
