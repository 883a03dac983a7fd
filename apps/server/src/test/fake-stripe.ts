import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * Stripe's API at the network boundary: a local server answers Checkout Session creation and
 * subscription updates the way Stripe does, so the real adapter and SDK run without the
 * internet. It keeps every form it received by path; `failNext` makes the next call fail like
 * a Stripe outage would.
 */
export interface FakeStripe {
  url: string;
  /** The forms received, by request path (`/v1/checkout/sessions`, `/v1/subscriptions/sub_…`). */
  forms: Array<{ path: string; form: URLSearchParams }>;
  failNext: boolean;
  close(): Promise<void>;
}

const read = async (request: IncomingMessage) => {
  let body = '';
  for await (const chunk of request) body += chunk;
  return new URLSearchParams(body);
};

export async function startFakeStripe(): Promise<FakeStripe> {
  const server: Server = createServer();
  const fake: FakeStripe = {
    url: '',
    forms: [],
    failNext: false,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  server.on('request', async (request, response) => {
    const form = await read(request);
    const path = request.url ?? '';
    response.setHeader('content-type', 'application/json');
    const refuse = (status: number, message: string) => {
      response.statusCode = status;
      response.end(JSON.stringify({ error: { type: 'invalid_request_error', message } }));
    };
    if (request.method !== 'POST') return refuse(404, 'Unrecognized request');
    if (fake.failNext) {
      fake.failNext = false;
      return refuse(400, 'Currency not enabled');
    }
    if (path === '/v1/checkout/sessions') {
      fake.forms.push({ path, form });
      const id = `cs_test_${fake.forms.length}_${Math.floor(Math.random() * 1e9)}`;
      return response.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          mode: form.get('mode'),
          payment_status: 'unpaid',
          status: 'open',
          client_reference_id: form.get('client_reference_id'),
          url: `https://checkout.stripe.com/c/pay/${id}`,
        }),
      );
    }
    const subscription = /^\/v1\/subscriptions\/(sub_\w+)$/.exec(path);
    if (subscription) {
      fake.forms.push({ path, form });
      return response.end(
        JSON.stringify({
          id: subscription[1],
          object: 'subscription',
          status: 'active',
          cancel_at_period_end: form.get('cancel_at_period_end') === 'true',
        }),
      );
    }
    return refuse(404, 'Unrecognized request');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

const signer = new Stripe('sk_test_signer_only');

/** A Stripe-Signature header for `payload`, as Stripe signs its webhooks. */
export const signStripe = (
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string => signer.webhooks.generateTestHeaderString({ payload, secret, timestamp });
