import { options } from 'preact';

/**
 * Run effects (useEffect) as React does: in a task of their own right after the commit, not
 * at the next animation frame, which is Preact's default. A listener set up in an effect is
 * then in place before the next input, and effects run on a paused or hidden page's clock too.
 */
const channel = new MessageChannel();
let waiting = [];
channel.port1.onmessage = () => {
  const due = waiting;
  waiting = [];
  for (const run of due) run();
};
options.requestAnimationFrame = (run) => {
  waiting.push(run);
  if (waiting.length === 1) channel.port2.postMessage(null);
};
