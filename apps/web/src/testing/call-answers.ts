import type { RouteName } from '@shred/contract';
import type { CallOptions, RouteResult } from '../api/call.ts';

/**
 * How a test answers one route: with what the server may send for it, or a function of the
 * call's options giving it (or throwing the route's ApiError). Typed by the contract, so a
 * fixture cannot describe an answer the server cannot give.
 */
export type Answer<N extends RouteName> =
  | RouteResult<N>
  | ((options: CallOptions<N>) => Returned<N> | Promise<Returned<N>>);

/** A 204 route answers nothing: a function answering it may simply return. */
type Returned<N extends RouteName> = [RouteResult<N>] extends [undefined] ? undefined | void : RouteResult<N>;

export type Answers = { [N in RouteName]?: Answer<N> };

/** The mocked api client `call` (vi.mock of api/call.ts) as a test answers it. */
interface CallMock {
  mockImplementation(implementation: (name: RouteName, options?: never) => Promise<unknown>): unknown;
}

/** Answer the mocked `call` route by route; a route the test did not expect fails the call. */
export function answerCalls(callMock: CallMock, answers: Answers): void {
  callMock.mockImplementation(async (name, options) => {
    if (!Object.hasOwn(answers, name)) throw new Error(`unexpected call ${name}`);
    const answer = answers[name] as Answer<typeof name>;
    return typeof answer === 'function' ? answer(options as unknown as CallOptions<typeof name>) : answer;
  });
}
