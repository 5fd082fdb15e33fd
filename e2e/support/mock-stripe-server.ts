// A local stand-in for the parts of Stripe's HTTP API the product calls (form-encoded requests, JSON answers).
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StripeCall = {
  method: string;
  path: string;
  form: Record<string, string>;
  authorization: string | undefined;
};

export type MockStripe = { url: string; calls: StripeCall[]; close: () => Promise<void> };

export async function startMockStripe(): Promise<MockStripe> {
  const calls: StripeCall[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      const path = (req.url ?? '').split('?')[0]!;
      calls.push({ method: req.method ?? 'GET', path, form, authorization: req.headers.authorization });
      const id = randomBytes(8).toString('hex');
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${id}` });
        res.end(JSON.stringify(payload));
      };
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const metadata = Object.fromEntries(
          Object.entries(form)
            .filter(([key]) => key.startsWith('metadata['))
            .map(([key, value]) => [key.slice(9, -1), value]),
        );
        return send(200, {
          id: `cs_test_${id}`,
          object: 'checkout.session',
          mode: form.mode,
          url: `https://checkout.stripe.test/c/cs_test_${id}`,
          metadata,
        });
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        return send(200, {
          id: `bps_${id}`,
          object: 'billing_portal.session',
          customer: form.customer,
          url: `https://billing.stripe.test/p/${id}`,
        });
      }
      return send(404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${req.method}: ${path})`,
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
