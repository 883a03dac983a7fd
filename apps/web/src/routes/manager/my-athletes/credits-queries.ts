import type { AthleteCard, ExtendContractBody } from '@shred/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/index.ts';
import { creditsKeys } from '../../../features/credits/index.ts';
import { myCardsKeys } from '../../../features/teams/index.ts';

export { useCreditsQuery } from '../../../features/credits/index.ts';

/**
 * POST cards/contracts/extend/: the answer carries the card and the new balance, written into
 * the cache at once; every other card's `games_to_add` depends on the balance, so the list is
 * refetched too.
 */
export function useExtendContractMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExtendContractBody) => call('extendContract', { body }),
    onSuccess: async (result) => {
      queryClient.setQueryData<AthleteCard[]>(myCardsKeys.all, (cards) =>
        cards?.map((card) => (card.card_instance_id === result.card.card_instance_id ? result.card : card)),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: creditsKeys.all }),
        queryClient.invalidateQueries({ queryKey: myCardsKeys.all }),
      ]);
    },
  });
}
