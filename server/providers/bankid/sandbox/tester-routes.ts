// The tester's endpoints under the sandbox's mount point: the page (GET /), the order list as JSON
// (GET /tester/orders) and the app's actions (POST /tester/{scan,open,approve,cancel,fail}). A JSON request
// gets JSON back (tests); a form post gets a redirect to the page, or the page again with the error (people).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { refuseCrossSitePosts } from '../../same-origin';
import { CONTROL_MESSAGES, type ControlError, type ControlResult, type FailHint, type OrderView, type SandboxControl } from './control';
import type { Identity } from './order';
import { renderTesterPage, type FormValues, type PageModel } from './tester-page';
import { identityFrom, OTHER_PERSON, TEST_PERSONS, testPerson, type IdentityField } from './test-identities';

type Input = Partial<Record<keyof FormValues | 'orderRef' | 'hintCode', string>>;
type Failure = { ok: false; error: ControlError | 'invalidInput'; message: string; field?: IdentityField | 'code' };
type Outcome = ControlResult | Failure;

interface Action {
  run(input: Input, identity: Identity | undefined): Outcome;
  /** Shown on the page after the redirect. */
  notice: string;
}

const FAIL_HINTS: readonly string[] = ['certificateErr', 'startFailed'] satisfies FailHint[];

const STATUS: Record<Failure['error'], number> = {
  invalidInput: 400,
  invalidQr: 400,
  staleQr: 400,
  noIdentity: 400,
  unknownCode: 404,
  noSuchOrder: 404,
  notPending: 409,
  notPickedUp: 409,
  alreadyPickedUp: 409,
  wrongPerson: 409,
};

const invalid = (message: string, field?: Failure['field']): Failure => ({ ok: false, error: 'invalidInput', message, field });

function actionsOf(control: SandboxControl): Record<string, Action> {
  const ref = (i: Input) => i.orderRef ?? '';
  return {
    scan: {
      run: (i, who) => (i.code?.trim() ? control.scan(i.code, who) : invalid('Klistra in en QR-kod eller en starttoken.', 'code')),
      notice: 'Ordern är öppnad i appen.',
    },
    open: { run: (i, who) => control.open(ref(i), who), notice: 'Ordern är öppnad i appen.' },
    approve: { run: (i, who) => control.approve(ref(i), who), notice: 'Ordern är godkänd.' },
    cancel: { run: (i) => control.cancel(ref(i)), notice: 'Ordern avbröts i appen.' },
    fail: {
      run: (i) =>
        FAIL_HINTS.includes(i.hintCode ?? '')
          ? control.fail(ref(i), i.hintCode as FailHint)
          : invalid('Okänd felkod, välj certificateErr eller startFailed.'),
      notice: 'Ordern misslyckades.',
    },
  };
}

/** Strings only, from the body (form or JSON) and, for the fail buttons' hint code, the query. */
function inputOf(req: FastifyRequest): Input {
  const source = { ...(req.query as object), ...(typeof req.body === 'object' && req.body ? req.body : {}) } as Record<string, unknown>;
  return Object.fromEntries(Object.entries(source).filter(([, v]) => typeof v === 'string')) as Input;
}

/** The form's values on a fresh page: whoever the chosen order belongs to, else the first test person. */
function defaultValues(selected?: OrderView): FormValues {
  const pnr = selected?.identity?.personalNumber ?? selected?.requiredPersonalNumber;
  const blank = { personalNumber: '', givenName: '', surname: '', code: '' };
  if (!pnr || testPerson(pnr)) return { ...blank, person: pnr ?? TEST_PERSONS[0]!.personalNumber };
  const { givenName = '', surname = '' } = selected?.identity ?? {};
  return { ...blank, person: OTHER_PERSON, personalNumber: pnr, givenName, surname };
}

export async function testerRoutes(app: FastifyInstance, opts: { control: SandboxControl }): Promise<void> {
  const { control } = opts;
  const base = app.prefix.replace(/\/+$/, '');
  const notices = new Map<string, string>();
  const actions = actionsOf(control);
  for (const [name, a] of Object.entries(actions)) notices.set(name, a.notice);

  // Browsers post forms url-encoded; when mounted alone (tests) the tester brings its own parser.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
  }

  app.addHook('onRequest', refuseCrossSitePosts);

  const page = (reply: FastifyReply, code: number, model: Omit<PageModel, 'base' | 'orders'>) =>
    reply
      .code(code)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderTesterPage({ base, orders: control.orders(), ...model }));

  app.get('/', async (req, reply) => {
    const q = req.query as { order?: string; notice?: string };
    const selected = q.order ? control.find(q.order) : undefined;
    const gone = q.order && !selected ? { message: CONTROL_MESSAGES.noSuchOrder } : undefined;
    return page(reply, 200, { selected, values: defaultValues(selected), notice: notices.get(q.notice ?? ''), error: gone });
  });

  app.get('/tester/orders', async () => ({ orders: control.orders() }));

  for (const [name, action] of Object.entries(actions)) {
    app.post(`/tester/${name}`, async (req, reply) => {
      const input = inputOf(req);
      const who = identityFrom(input);
      const outcome: Outcome = who.ok ? action.run(input, who.identity) : invalid(who.message, who.field);
      const wantsJson = (req.headers['content-type'] ?? '').startsWith('application/json');
      if (wantsJson) return reply.code(outcome.ok ? 200 : STATUS[outcome.error]).send(outcome);
      if (outcome.ok) return reply.redirect(`${base}/?order=${encodeURIComponent(outcome.order.orderRef)}&notice=${name}#order`, 303);
      const values = { ...defaultValues(), ...input } as FormValues;
      const selected = input.orderRef ? control.find(input.orderRef) : undefined;
      const field = 'field' in outcome ? outcome.field : undefined;
      return page(reply, STATUS[outcome.error], { selected, values, error: { message: outcome.message, field } });
    });
  }
}
