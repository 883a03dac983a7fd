import { ConfirmDialog } from './confirm-dialog.tsx';
import { settleConfirm, useConfirmRequests } from './confirm-store.ts';

/** Shows the questions asked through `confirm()`. */
export function ConfirmHost() {
  const requests = useConfirmRequests();
  return requests.map(({ id, options }) => (
    <ConfirmDialog
      key={id}
      open
      {...options}
      onConfirm={() => settleConfirm(id, true)}
      onCancel={() => settleConfirm(id, false)}
    />
  ));
}
