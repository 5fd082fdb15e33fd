import { describe, expect, it } from 'vitest';
import * as mupdf from 'mupdf';
import type { Persona } from '@contracts/personas';
import { seedPersonas } from '../../services/personas/seed-personas';
import { signUpAndIn, testDatabaseKinds, useTestApp, type SignedInUser } from '../../testing';

/** Parses CSV as RFC 4180 (quoted cells, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted || (char !== ',' && char !== '\n' && char !== '\r')) {
      cell += char;
    } else if (char === ',') {
      endCell();
    } else if (char === '\n') {
      endCell();
      rows.push(row);
      row = [];
    }
  }
  return rows;
}

describe.each(testDatabaseKinds)('run exports on $name', (kind) => {
  const harness = useTestApp(kind);

  async function runConceptTest(user: SignedInUser) {
    await seedPersonas(harness.app.context);
    const twins: Persona[] = (await harness.app.inject({ url: '/api/personas?cities=VAL' })).json();
    const run = await harness.app.inject({
      method: 'POST',
      url: '/api/analyses',
      headers: { cookie: user.cookie },
      payload: {
        type: 'focus-group',
        concept: 'A "premium" oat drink, €3.50 a litre, made in Gozo',
        personaIds: twins.slice(0, 3).map((t) => t.id),
      },
    });
    expect(run.statusCode).toBe(201);
    return { record: run.json(), twins: twins.slice(0, 3) };
  }

  it('gives the owner one CSV row per twin answer with the twin’s fields, and nobody else anything', async () => {
    const user = await signUpAndIn(harness.app);
    const stranger = await signUpAndIn(harness.app);
    const { record, twins } = await runConceptTest(user);
    const url = `/api/feedback/${record.id}/export?format=csv`;
    const csv = await harness.app.inject({ url, headers: { cookie: user.cookie } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="twinsight-a-premium-oat-drink-.*\.csv"$/,
    );
    const [header, ...rows] = parseCsv(csv.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual(
      expect.arrayContaining([
        'persona_id',
        'persona_name',
        'age',
        'location',
        'occupation',
        'income_bracket',
        'weight',
        'sentiment',
        'interest_level',
        'answer',
      ]),
    );
    expect(rows).toHaveLength(3);
    const column = (name: string) => header!.indexOf(name);
    for (const row of rows) {
      const twin = twins.find((t) => t.id === row[column('persona_id')])!;
      expect(row[column('persona_name')]).toBe(twin.name);
      expect(row[column('location')]).toBe('Valletta, Malta');
      expect(row[column('age')]).toBe(String(twin.age));
      expect(Number(row[column('weight')])).toBe(twin.weight);
      expect(row[column('concept')]).toBe('A "premium" oat drink, €3.50 a litre, made in Gozo');
      expect(Number(row[column('interest_level')])).toBeGreaterThanOrEqual(1);
      expect(row[column('answer')]!.length).toBeGreaterThan(20);
    }

    expect((await harness.app.inject({ url, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
    expect(
      (
        await harness.app.inject({
          url: `/api/feedback/${record.id}/export?format=pdf`,
          headers: { cookie: stranger.cookie },
        })
      ).statusCode,
    ).toBe(404);
    expect((await harness.app.inject({ url })).statusCode).toBe(401);
    expect(
      (
        await harness.app.inject({
          url: `/api/feedback/${record.id}/export?format=xls`,
          headers: { cookie: user.cookie },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('keeps spreadsheet formulas out of the CSV', async () => {
    const user = await signUpAndIn(harness.app);
    const saved = await harness.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie: user.cookie },
      payload: {
        concept: '=HYPERLINK("http://evil.example")',
        responses: [
          { personaId: 'gone', personaName: 'Old twin', text: '+1 works, "quoted"\nnext line' },
          { personaId: 'gone', personaName: 'x;=1+1', text: 'a,@SUM(A1);-2\t=cmd' },
        ],
      },
    });
    const csv = (
      await harness.app.inject({
        url: `/api/feedback/${saved.json().id}/export?format=csv`,
        headers: { cookie: user.cookie },
      })
    ).body;
    const [header, row, second] = parseCsv(csv.replace(/^\uFEFF/, ''));
    expect(row![header!.indexOf('concept')]).toBe(`'=HYPERLINK("http://evil.example")`);
    expect(row![header!.indexOf('answer')]).toBe(`'+1 works, "quoted"\nnext line`);
    expect(row![header!.indexOf('persona_name')]).toBe('Old twin');
    // A spreadsheet splitting on ';' or tab starts a cell after it: no formula there either, and such cells are quoted.
    expect(second![header!.indexOf('persona_name')]).toBe("x;'=1+1");
    expect(second![header!.indexOf('answer')]).toBe("a,'@SUM(A1);'-2\t'=cmd");
    expect(csv).toContain(`"x;'=1+1"`);
  });

  it('renders a PDF report that opens and shows the run: concept, summary, charts and every answer', async () => {
    const user = await signUpAndIn(harness.app);
    const { record, twins } = await runConceptTest(user);
    const pdf = await harness.app.inject({
      url: `/api/feedback/${record.id}/export?format=pdf`,
      headers: { cookie: user.cookie },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const document = mupdf.Document.openDocument(pdf.rawPayload, 'application/pdf');
    const pages = Array.from({ length: document.countPages() }, (_, i) => document.loadPage(i));
    const text = pages.map((page) => page.toStructuredText('preserve-whitespace').asText()).join('\n');
    expect(text).toContain('A "premium" oat drink');
    expect(text).toContain('Aggregate score');
    expect(text).toContain('Sentiment');
    expect(text).toContain('Purchase intent');
    // The trust report, its summary line as the run page shows it.
    expect(text).toContain('How far to trust this run');
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(`${record.trust.summary.replace(/\s+/g, ' ')}.`);
    expect(flat).toMatch(/Share likely to buy: \d+% \(95% of 200 resamples between/);
    for (const twin of twins) expect(text).toContain(twin.name);
    // The first page rasterises: drawn, not blank.
    const pixmap = pages[0]!.toPixmap(mupdf.Matrix.scale(0.5, 0.5), mupdf.ColorSpace.DeviceRGB, false);
    const samples = pixmap.getPixels();
    const nonWhite = samples.filter((value) => value < 200).length;
    expect(nonWhite).toBeGreaterThan(samples.length / 100);
  });

  /** The export of a run: its CSV parsed (header and rows) and its PDF's text. */
  async function exportsOf(user: SignedInUser, id: string) {
    const csv = await harness.app.inject({
      url: `/api/feedback/${id}/export?format=csv`,
      headers: { cookie: user.cookie },
    });
    const pdf = await harness.app.inject({
      url: `/api/feedback/${id}/export?format=pdf`,
      headers: { cookie: user.cookie },
    });
    expect([csv.statusCode, pdf.statusCode]).toEqual([200, 200]);
    const [header, ...rows] = parseCsv(csv.body.replace(/^\uFEFF/, ''));
    const document = mupdf.Document.openDocument(pdf.rawPayload, 'application/pdf');
    const text = Array.from({ length: document.countPages() }, (_, i) =>
      document.loadPage(i).toStructuredText('preserve-whitespace').asText(),
    )
      .join('\n')
      .replace(/\s+/g, ' ');
    const cell = (row: string[], name: string) => row[header!.indexOf(name)];
    return { header: header!, rows, text, cell };
  }

  it('names the type as users know it and adds a row per follow-up to a concept test', async () => {
    const user = await signUpAndIn(harness.app);
    const { record, twins } = await runConceptTest(user);
    const asked = await harness.app.inject({
      method: 'POST',
      url: `/api/feedback/${record.id}/follow-ups`,
      headers: { cookie: user.cookie },
      payload: { personaId: twins[0]!.id, question: 'Would you pay €4?' },
    });
    expect(asked.statusCode).toBeLessThan(300);
    const { rows, text, cell } = await exportsOf(user, record.id);
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((row) => cell(row, 'run_type')))).toEqual(new Set(['Concept Test']));
    const followUp = rows.find((row) => cell(row, 'turn') === 'follow-up 1')!;
    expect([cell(followUp, 'persona_id'), cell(followUp, 'question')]).toEqual([
      twins[0]!.id,
      'Would you pay €4?',
    ]);
    expect(text).toContain('TWINSIGHT · CONCEPT TEST');
    expect(text).toContain('Breakdown by segment');
  });

  it('exports an interview, a Brand 360 study and an Angel Pitch with their own fields, charts and segments', async () => {
    const user = await signUpAndIn(harness.app);
    await seedPersonas(harness.app.context);
    const twins: Persona[] = (await harness.app.inject({ url: '/api/personas?cities=VAL' })).json();
    const post = async (url: string, payload: Record<string, unknown>) => {
      const response = await harness.app.inject({
        method: 'POST',
        url,
        headers: { cookie: user.cookie },
        payload,
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response;
    };

    const interview = (
      await post('/api/interviews', { personaId: twins[0]!.id, topic: 'Weekend shopping' })
    ).json();
    await post(`/api/interviews/${interview.id}/messages`, { content: 'Where do you buy bread?' });
    await post(`/api/interviews/${interview.id}/messages`, { content: 'And fish?' });
    const talk = await exportsOf(user, interview.id);
    expect(talk.rows.map((row) => [talk.cell(row, 'run_type'), talk.cell(row, 'question')])).toEqual([
      ['Interview', 'Where do you buy bread?'],
      ['Interview', 'And fish?'],
    ]);
    expect(talk.text).toContain('2 questions asked');
    expect(talk.text).toContain('Q: And fish?');

    const profile = (
      await post('/api/brand-profiles', {
        name: 'Kinnie',
        category: 'soft drinks',
        description: 'A bitter-orange soft drink made in Malta since 1952.',
        competitors: ['Coca-Cola'],
      })
    ).json();
    const study = (
      await post(`/api/brand-profiles/${profile.id}/studies`, {
        personaIds: twins.slice(0, 3).map((t) => t.id),
      })
    ).json();
    const brand = await exportsOf(user, study.id);
    expect(brand.header).toEqual(
      expect.arrayContaining(['awareness', 'trust', 'fit', 'associations', 'comparison']),
    );
    expect(brand.rows).toHaveLength(3);
    for (const row of brand.rows) {
      expect(brand.cell(row, 'run_type')).toBe('Brand 360');
      expect(Number(brand.cell(row, 'trust'))).toBeGreaterThanOrEqual(0);
    }
    for (const words of [
      'Scores by brand',
      'Coca-Cola',
      'Strengths',
      'Risks',
      'Breakdown by segment',
      'Income: ',
    ])
      expect(brand.text).toContain(words);

    const pitch = (
      await post('/api/angel-pitches', {
        pitch:
          'A bookkeeping app for Maltese restaurants: 40 paying customers, €6k monthly revenue, two founders.',
        askEur: 200000,
        valuationEur: 2000000,
      })
    ).json();
    const angel = await exportsOf(user, pitch.id);
    expect(angel.rows.length).toBe(pitch.responses.length);
    for (const row of angel.rows) {
      expect(angel.cell(row, 'run_type')).toBe('Angel Pitch');
      expect(['invest', 'pass']).toContain(angel.cell(row, 'decision'));
      expect(angel.cell(row, 'investor_role')!.length).toBeGreaterThan(0);
    }
    for (const words of [
      'TWINSIGHT · ANGEL PITCH',
      'Panel verdict',
      'Decisions',
      'Breakdown by segment',
      'Would invest, %',
    ])
      expect(angel.text).toContain(words);
  });

  const pdfText = (body: Buffer) => {
    const document = mupdf.Document.openDocument(body, 'application/pdf');
    return Array.from({ length: document.countPages() }, (_, i) =>
      document.loadPage(i).toStructuredText('preserve-whitespace').asText(),
    ).join('\n');
  };

  it('lays out a 250,000-character word and every script of our twins, answering others meanwhile', async () => {
    const user = await signUpAndIn(harness.app);
    const other = await signUpAndIn(harness.app);
    const word = 'x'.repeat(250_000);
    const saved = await harness.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie: user.cookie },
      payload: {
        concept: 'Żabbar and Siġġiewi: ijsjes in het IJsselmeer',
        responses: [
          {
            personaId: 'a',
            personaName: 'Ħanna from Siġġiewi',
            text: 'שלום, 日本のお茶 and 中文, 😀👍 great',
          },
          { personaId: 'b', personaName: 'Long', text: word },
        ],
      },
    });
    const exportPdf = () =>
      harness.app.inject({
        url: `/api/feedback/${saved.json().id}/export?format=pdf`,
        headers: { cookie: user.cookie },
      });
    let exportsDone = 0;
    const exports = Array.from({ length: 2 }, () => exportPdf().finally(() => (exportsDone += 1)));
    // Laid out in a worker thread: another user's request is answered while the exports are still running.
    const me = await harness.app.inject({ url: '/api/me', headers: { cookie: other.cookie } });
    expect(me.statusCode).toBe(200);
    expect(exportsDone).toBe(0);
    const [pdf] = await Promise.all(exports);
    expect(pdf!.statusCode, pdf!.body.slice(0, 300)).toBe(200);
    const text = pdfText(pdf!.rawPayload);
    for (const expected of ['Żabbar', 'Siġġiewi', 'Ħanna', 'IJsselmeer', '日本のお茶', '中文', '😀', '👍'])
      expect(text).toContain(expected);
    // Hebrew is drawn glyph by glyph in the order written (no right-to-left reordering).
    for (const letter of 'שלום') expect(text).toContain(letter);
    expect(text.replace(/[^x]/g, '').length).toBeGreaterThanOrEqual(250_000);
  });
});

describe.each(testDatabaseKinds)('PDF report limits on $name', (kind) => {
  const harness = useTestApp(kind, { PDF_MAX_CHARS: '40000', PDF_TIMEOUT_MS: '100' });

  it('refuses a report beyond its size or its layout time with 413, and still exports CSV', async () => {
    const user = await signUpAndIn(harness.app);
    const save = async (text: string) =>
      (
        await harness.app.inject({
          method: 'POST',
          url: '/api/feedback',
          headers: { cookie: user.cookie },
          payload: { concept: 'Limits', responses: [{ personaId: 'a', text }] },
        })
      ).json().id as string;
    const exportOf = (id: string, format: string) =>
      harness.app.inject({
        url: `/api/feedback/${id}/export?format=${format}`,
        headers: { cookie: user.cookie },
      });
    const large = await save('word '.repeat(20_000));
    const refused = await exportOf(large, 'pdf');
    expect(refused.statusCode).toBe(413);
    expect(refused.json().code).toBe('REPORT_TOO_LARGE');
    expect((await exportOf(large, 'csv')).statusCode).toBe(200);
    // Within the size, but more pages than 100 ms lay out.
    const slow = await save('Line of a long answer.\n'.repeat(300));
    const timedOut = await exportOf(slow, 'pdf');
    expect(timedOut.statusCode).toBe(413);
    expect(timedOut.json().detail).toMatch(/takes too long/);
  });
});
