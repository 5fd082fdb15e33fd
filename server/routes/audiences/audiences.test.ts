import { sql } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audiencePreviewSchema, audienceWithTwinsSchema } from '@contracts/audiences';
import type { TestDatabase } from '@db/testing';
import { audienceCsv, audienceRecords } from '../../../e2e/support/audience-records';
import { seedPersonas } from '../../services/personas/seed-personas';
import {
  makeAdmin,
  multipartForm,
  signUpAndIn,
  startTestApp,
  testDatabaseKinds,
  useTestApp,
  type SignedInUser,
  type TestApp,
} from '../../testing';

type Twin = { id: string; name: string; age: number; city: string; occupation: string; country_code: string };

/** A one-sheet XLSX workbook with these rows, as a spreadsheet program writes it (shared strings and numbers). */
function xlsxOf(rows: Array<Array<string | number>>): Buffer {
  const strings: string[] = [];
  const column = (i: number) => String.fromCharCode(65 + i);
  const sheetRows = rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row
          .map((value, c) => {
            const ref = `${column(c)}${r + 1}`;
            if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`;
            strings.push(value);
            return `<c r="${ref}" t="s"><v>${strings.length - 1}</v></c>`;
          })
          .join('')}</row>`,
    )
    .join('');
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return Buffer.from(
    zipSync({
      'xl/workbook.xml': strToU8(
        `<?xml version="1.0"?><workbook xmlns="${ns}" xmlns:r="${rel}"><sheets><sheet name="Customers" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
      'xl/sharedStrings.xml': strToU8(
        `<?xml version="1.0"?><sst xmlns="${ns}">${strings.map((s) => `<si><t>${s}</t></si>`).join('')}</sst>`,
      ),
      'xl/worksheets/sheet1.xml': strToU8(
        `<?xml version="1.0"?><worksheet xmlns="${ns}"><sheetData>${sheetRows}</sheetData></worksheet>`,
      ),
    }),
  );
}

/** The workbook with its sheet's declared (inflated) size set to 1 KB in the local and central headers: a lie. */
function lyingAboutSize(file: Buffer): Buffer {
  const lying = Buffer.from(file);
  const nameAt = (at: number, nameLength: number) => lying.toString('utf8', at, at + nameLength);
  for (let i = 0; i + 46 < lying.length; i += 1) {
    const signature = lying.readUInt32LE(i);
    if (signature === 0x04034b50 && nameAt(i + 30, lying.readUInt16LE(i + 26)).includes('sheet1'))
      lying.writeUInt32LE(1024, i + 22);
    if (signature === 0x02014b50 && nameAt(i + 46, lying.readUInt16LE(i + 28)).includes('sheet1'))
      lying.writeUInt32LE(1024, i + 24);
  }
  return lying;
}

describe.each(testDatabaseKinds)('audiences on $name', (kind) => {
  let database: TestDatabase;
  let app: TestApp;
  let owner: SignedInUser;
  let stranger: SignedInUser;
  beforeAll(async () => {
    database = await kind.open();
    app = await startTestApp(database);
    await seedPersonas(app.context);
    owner = await signUpAndIn(app);
    stranger = await signUpAndIn(app);
    const admin = await signUpAndIn(app);
    await makeAdmin(database, admin.id);
    await app.inject({
      method: 'POST',
      url: `/api/admin/users/${owner.id}/credits`,
      headers: { cookie: admin.cookie },
      payload: { amount: 20, reason: 'Audience tests' },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const upload = (
    user: SignedInUser,
    fields: Record<string, string>,
    file: Buffer | string,
    url = '/api/audiences',
    filename = 'customers.csv',
  ) => {
    const form = multipartForm(fields, [
      { name: 'file', filename, contentType: 'text/csv', bytes: Buffer.from(file) },
    ]);
    return app.inject({
      method: 'POST',
      url,
      payload: form.payload,
      headers: { ...form.headers, cookie: user.cookie },
    });
  };
  const audienceCount = async () =>
    Number(
      (
        (await app.context.db.execute(sql`select count(*)::int as n from audiences`)) as unknown as {
          rows: Array<{ n: number }>;
        }
      ).rows[0]!.n,
    );

  it('proposes a mapping, flags the columns that identify a person and leaves their values out of the preview', async () => {
    const csv = audienceCsv(audienceRecords({ rows: 12 }));
    const answer = await upload(owner, {}, csv, '/api/audiences/preview');
    expect(answer.statusCode, answer.body).toBe(200);
    const preview = audiencePreviewSchema.parse(answer.json());
    const proposed = Object.fromEntries(preview.columns.map((c) => [c.name, c.proposed]));
    expect(proposed).toMatchObject({
      'Customer ID': 'identifying',
      'Full name': 'identifying',
      Email: 'identifying',
      Phone: 'identifying',
      Age: 'age',
      Gender: 'gender',
      Country: 'country',
      City: 'city',
      'Annual income': 'income',
      Education: 'education',
      'Job title': 'occupation',
      'Marital status': 'marital_status',
      Kids: 'children',
      Comments: 'attitude',
    });
    expect(preview.row_count).toBe(12);
    expect(preview.mode).toBe('records');
    expect(preview.rows).toHaveLength(5);
    expect(JSON.stringify(preview.rows)).not.toMatch(/@example\.com|C-1000|\+44/);
  });

  it('makes a twin of each usable record with its facts, lists each bad row with its line and reason, and stores no identifying value', async () => {
    const records = audienceRecords({ rows: 30 });
    records[4]!.Age = 'forty';
    records[9]!.Country = 'Atlantis';
    const answer = await upload(owner, { name: 'Loyalty members' }, audienceCsv(records));
    expect(answer.statusCode, answer.body).toBe(201);
    const audience = audienceWithTwinsSchema.parse(answer.json());
    expect(audience).toMatchObject({
      name: 'Loyalty members',
      mode: 'records',
      record_count: 28,
      twin_count: 28,
    });
    expect(audience.rejected_rows).toEqual([
      { line: 6, reason: 'Age "forty" is not a number of years.' },
      {
        line: 11,
        reason:
          'Country "Atlantis" is not one the twins can live in (Malta, United Kingdom, Netherlands, United States).',
      },
    ]);
    const first = records[0]!;
    const twin = audience.twins[0]!;
    expect(twin).toMatchObject({
      age: Number(first.Age),
      gender: first.Gender.toLowerCase(),
      city: first.City,
      occupation: first['Job title'],
    });
    expect(twin.values_and_beliefs).toContain(first.Comments);
    expect(twin.name).not.toBe(first['Full name']);
    expect(twin.profile_image).toBe(`/api/personas/${twin.id}/avatar.svg`);

    const stored =
      JSON.stringify((await app.context.db.execute(sql`select * from audience_twins`)) as unknown) +
      JSON.stringify((await app.context.db.execute(sql`select * from audiences`)) as unknown);
    for (const record of records) {
      expect(stored).not.toContain(record.Email);
      expect(stored).not.toContain(record['Full name']);
      expect(stored).not.toContain(record['Customer ID']);
      expect(stored).not.toContain(record.Phone);
    }
  });

  it('uses the mapping the user chose over the proposal', async () => {
    const csv = audienceCsv(audienceRecords({ rows: 6 }));
    const mapping = { Age: 'age', Country: 'country', Comments: 'ignore', City: 'ignore' };
    const answer = await upload(owner, { name: 'Ages only', mapping: JSON.stringify(mapping) }, csv);
    expect(answer.statusCode, answer.body).toBe(201);
    const audience = audienceWithTwinsSchema.parse(answer.json());
    expect(audience.fields.sort()).toEqual(['age', 'country']);
    expect(audience.twins[0]!.values_and_beliefs).not.toContain(audienceRecords({ rows: 1 })[0]!.Comments);
    // A column that identifies a person cannot be mapped to a field.
    const leaking = await upload(
      owner,
      { name: 'Leak', mapping: JSON.stringify({ Email: 'attitude', Age: 'age' }) },
      csv,
    );
    expect(leaking.statusCode).toBe(400);
    expect(leaking.json().detail).toBe('Column "Email" identifies a person, so it is never stored or used.');
  });

  it('reads XLSX workbooks, with each bad row named by its spreadsheet row', async () => {
    const file = xlsxOf([
      ['Age', 'Country', 'Occupation'],
      [34, 'Netherlands', 'Florist'],
      [15, 'Malta', 'Student'],
      [58, 'UK', 'Plumber'],
    ]);
    const answer = await upload(owner, { name: 'Workbook' }, file, '/api/audiences', 'customers.xlsx');
    expect(answer.statusCode, answer.body).toBe(201);
    const audience = audienceWithTwinsSchema.parse(answer.json());
    expect(audience.twins.map((t) => [t.age, t.country_code, t.occupation])).toEqual([
      [34, 'NL', 'Florist'],
      [58, 'UK', 'Plumber'],
    ]);
    expect(audience.rejected_rows).toEqual([{ line: 3, reason: 'Age 15 is under 18: twins are adults.' }]);
  });

  it('refuses a workbook whose sheet inflates past the size it declares with a 400 naming file, never a 500', async () => {
    const rows = Array.from({ length: 2_000 }, (_, i) => [30 + (i % 40), 'Malta', 'Florist']);
    const file = lyingAboutSize(xlsxOf([['Age', 'Country', 'Occupation'], ...rows]));
    const before = await audienceCount();
    for (const url of ['/api/audiences/preview', '/api/audiences']) {
      const answer = await upload(owner, { name: 'Lying' }, file, url, 'customers.xlsx');
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().invalidParams).toEqual([
        { name: 'file', reason: 'The workbook is damaged: a part is larger than it says.' },
      ]);
    }
    expect(await audienceCount()).toBe(before);
  });

  it.each([
    [
      'a file of another type (by content, whatever its name)',
      Buffer.from('%PDF-1.7\n\u0000\u0001binary'),
      'Upload a CSV or XLSX file: this file is neither.',
    ],
    ['an empty header', 'Age,,Country\n30,x,UK\n', 'Column 2 of line 1 has no header. Name every column.'],
    [
      'duplicate headers',
      'Age,Country,age\n30,UK,31\n',
      'Two columns are both called "age". Give every column its own header.',
    ],
    [
      'no usable field',
      'Email,Full name\nx@example.com,Ann Borg\n',
      'Map at least one column to a twin field: none of the mapped columns can describe a twin.',
    ],
    [
      'no usable record',
      'Age,Country\n12,UK\n9,Malta\n',
      'None of the 2 records could be used. Line 2: Age 12 is under 18: twins are adults.',
    ],
  ])('refuses %s with a 400 and stores nothing', async (_case, file, detail) => {
    const before = await audienceCount();
    const answer = await upload(owner, { name: 'Refused' }, file);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().detail).toBe(detail);
    expect(await audienceCount()).toBe(before);
  });

  describe('records of several countries', () => {
    // A US/UK customer list: a country column left blank on some rows, and towns.
    const mixed = [
      'Age,Market,Town',
      '34,UK,Leeds',
      '41,US,Bristol',
      '29,,Denver',
      '52,,Bristol',
      '45,,Smallville',
      '38,GB,Manchester',
      '60,nl,Amsterdam',
      '33,,Żabbar',
      '47,,Birmingham',
      '31,United States,Bristol',
    ].join('\n');
    const preview = async (fields: Record<string, string>) => {
      const answer = await upload(owner, fields, mixed, '/api/audiences/preview');
      expect(answer.statusCode, answer.body).toBe(200);
      return audiencePreviewSchema.parse(answer.json()).countries;
    };

    it('takes a country column of names and ISO codes, infers the rest from known cities and warns of a city outside its country', async () => {
      expect(await preview({})).toEqual({
        from_column: 5,
        from_city: 3,
        from_choice: 0,
        // Smallville is no city we know; Birmingham is in both countries, neither far larger.
        missing_count: 2,
        missing_rows: [6, 10],
        warnings: [
          {
            city: 'Bristol',
            country: 'US',
            row_count: 2,
            rows: [3, 11],
            message:
              'Bristol (rows 3, 11) is probably not in the United States: the far larger Bristol is in the United Kingdom.',
          },
        ],
      });
      // The chosen country is the fallback: an ambiguous city takes it when it has a city of that name.
      expect(await preview({ country: 'US' })).toMatchObject({
        from_column: 5,
        from_city: 4,
        from_choice: 1,
        missing_count: 0,
        missing_rows: [],
      });
      // Without the country column, Bristol is the UK's (ten times its US namesake) whatever country is chosen.
      const byCity = await preview({
        mapping: JSON.stringify({ Age: 'age', Market: 'ignore', Town: 'city' }),
        country: 'US',
      });
      expect(byCity).toMatchObject({ from_column: 0, from_city: 9, from_choice: 1, missing_count: 0 });
      expect(byCity.warnings).toEqual([]);
    });

    it("gives each twin its row's country: the column, else its city, else the chosen one", async () => {
      const answer = await upload(owner, { name: 'US and UK customers', country: 'UK' }, mixed);
      expect(answer.statusCode, answer.body).toBe(201);
      const audience = audienceWithTwinsSchema.parse(answer.json());
      expect(audience.rejected_rows).toEqual([]);
      expect(audience.twins.map((twin) => `${twin.city}: ${twin.country_code}`)).toEqual([
        'Leeds: UK',
        'Bristol: US',
        'Denver: US',
        'Bristol: UK',
        'Smallville: UK',
        'Manchester: UK',
        'Amsterdam: NL',
        'Żabbar: MT',
        'Birmingham: UK',
        'Bristol: US',
      ]);
    });

    it('refuses a country or mapping it cannot use with a 400 naming the field, and stores nothing', async () => {
      const before = await audienceCount();
      const country = await upload(owner, { country: 'France' }, mixed, '/api/audiences/preview');
      expect(country.statusCode).toBe(400);
      expect(country.json().invalidParams.map((p: { name: string }) => p.name)).toEqual(['country']);
      const mapping = await upload(owner, { mapping: '{"Town":' }, mixed, '/api/audiences/preview');
      expect(mapping.statusCode).toBe(400);
      expect(mapping.json().invalidParams).toEqual([{ name: 'mapping', reason: 'Not valid JSON' }]);
      const twice = await upload(
        owner,
        { mapping: JSON.stringify({ Market: 'country', Town: 'country' }) },
        mixed,
        '/api/audiences/preview',
      );
      expect(twice.statusCode).toBe(400);
      expect(twice.json().detail).toBe('"Market" and "Town" are both mapped to country; choose one.');
      expect(await audienceCount()).toBe(before);
    });
  });

  it('frees what it received of a file it refuses before any worker reads it', async () => {
    const form = (fields: Record<string, string>, bytes: Buffer) =>
      multipartForm(fields, [{ name: 'file', filename: 'customers.csv', contentType: 'text/csv', bytes }]);
    const refused = [
      form({ mapping: '{"Town":' }, Buffer.from(audienceCsv(audienceRecords({ rows: 20_000 })))),
      form({}, Buffer.alloc(10 * 1024 * 1024 + 1, 'a')),
    ];
    const arrayBuffers = () => process.memoryUsage().arrayBuffers;
    const before = arrayBuffers();
    for (const { payload, headers } of refused) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/audiences/preview',
        payload,
        headers: { ...headers, cookie: owner.cookie },
      });
      expect(answer.statusCode).toBe(400);
    }
    // What was queued for a worker is freed as its port closes, on the event loop's next turn.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(arrayBuffers() - before).toBeLessThan(1024 * 1024);
  });

  it('refuses a file over 10 MB or 20,000 records with a 400', async () => {
    const big = await upload(owner, { name: 'Big' }, Buffer.alloc(10 * 1024 * 1024 + 1, 'a'));
    expect(big.statusCode).toBe(400);
    expect(big.json().detail).toBe('The file is larger than 10 MB. Upload at most 10 MB (20,000 records).');
    const many = await upload(owner, { name: 'Many' }, `Age,Country\n${'30,UK\n'.repeat(20_001)}`);
    expect(many.statusCode).toBe(400);
    expect(many.json().detail).toBe('The file has more than 20,000 records; at most 20,000 can be imported.');
  });

  it("summarises a large file into 500 weighted twins, and its twins' ids work in a concept test; other workspaces get 404", async () => {
    const answer = await upload(
      owner,
      { name: 'Big customer base' },
      audienceCsv(audienceRecords({ rows: 1_500 })),
    );
    expect(answer.statusCode, answer.body).toBe(201);
    const audience = audienceWithTwinsSchema.parse(answer.json());
    expect(audience).toMatchObject({ mode: 'summarised', record_count: 1_500, twin_count: 500 });
    const weights = audience.twins.map((t) => t.weight ?? 1);
    expect(new Set(weights).size).toBeGreaterThan(1);

    const list = (await app.inject({ url: '/api/audiences', headers: { cookie: owner.cookie } })).json();
    expect(list.map((a: { id: string }) => a.id)).toContain(audience.id);
    const strangerList = (
      await app.inject({ url: '/api/audiences', headers: { cookie: stranger.cookie } })
    ).json();
    expect(strangerList).toEqual([]);

    const twins = audience.twins.slice(0, 3) as Twin[];
    const get = (user: SignedInUser, url: string) => app.inject({ url, headers: { cookie: user.cookie } });
    expect((await get(owner, `/api/audiences/${audience.id}`)).statusCode).toBe(200);
    expect((await get(stranger, `/api/audiences/${audience.id}`)).statusCode).toBe(404);
    expect((await get(owner, `/api/personas/${twins[0]!.id}`)).json().name).toBe(twins[0]!.name);
    expect((await get(stranger, `/api/personas/${twins[0]!.id}`)).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/personas/${twins[0]!.id}` })).statusCode).toBe(404);
    expect((await get(stranger, `/api/personas/${twins[0]!.id}/avatar.svg`)).statusCode).toBe(404);
    expect((await get(owner, `/api/personas/${twins[0]!.id}/avatar.svg`)).statusCode).toBe(200);
    expect((await get(owner, `/api/personas?ids=${twins.map((t) => t.id).join(',')}`)).json()).toHaveLength(
      3,
    );

    const concept = {
      concept: 'A refillable glass water bottle for €18',
      personaIds: twins.map((t) => t.id),
    };
    const refused = await app.inject({
      method: 'POST',
      url: '/api/analyses',
      headers: { cookie: stranger.cookie },
      payload: concept,
    });
    expect(refused.statusCode).toBe(400);
    const run = await app.inject({
      method: 'POST',
      url: '/api/analyses',
      headers: { cookie: owner.cookie },
      payload: concept,
    });
    expect(run.statusCode, run.body).toBe(201);
    const record = run.json();
    expect(record.responses.map((r: { personaName: string }) => r.personaName)).toEqual(
      twins.map((t) => t.name),
    );
    expect(record.audiences).toEqual([{ id: audience.id, name: 'Big customer base' }]);

    // Renaming and deleting are for members too; the record stays readable once the twins are gone.
    const rename = (user: SignedInUser) =>
      app.inject({
        method: 'PATCH',
        url: `/api/audiences/${audience.id}`,
        headers: { cookie: user.cookie },
        payload: { name: 'Renamed' },
      });
    expect((await rename(stranger)).statusCode).toBe(404);
    expect((await rename(owner)).json().name).toBe('Renamed');
    const remove = (user: SignedInUser) =>
      app.inject({
        method: 'DELETE',
        url: `/api/audiences/${audience.id}`,
        headers: { cookie: user.cookie },
      });
    expect((await remove(stranger)).statusCode).toBe(404);
    expect((await remove(owner)).statusCode).toBe(204);
    expect((await get(owner, `/api/audiences/${audience.id}`)).statusCode).toBe(404);
    expect((await get(owner, `/api/personas/${twins[0]!.id}`)).statusCode).toBe(404);
    const kept = await get(owner, `/api/feedback/${record.id}`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().responses.map((r: { personaName: string }) => r.personaName)).toEqual(
      twins.map((t) => t.name),
    );
    // The export names the audience as it was called when the run was made, with each twin's name.
    const csv = (await get(owner, `/api/feedback/${record.id}/export?format=csv`)).body.replace(
      /^\uFEFF/,
      '',
    );
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    const audienceColumn = header!.split(',').indexOf('audience');
    expect(audienceColumn).toBeGreaterThan(-1);
    expect(lines.map((line) => line.split(',')[audienceColumn])).toEqual(Array(3).fill('Big customer base'));
    expect(csv).toContain(twins[0]!.name);
  });

  describe('a file still being read past the time budget', () => {
    const budgeted = useTestApp(kind, { AUDIENCE_FILE_TIME_BUDGET_MS: '100' });

    it('is refused with a 400 naming file, and nothing is stored', async () => {
      const user = await signUpAndIn(budgeted.app);
      const form = multipartForm({ name: 'Too slow' }, [
        {
          name: 'file',
          filename: 'customers.csv',
          contentType: 'text/csv',
          bytes: Buffer.from(audienceCsv(audienceRecords({ rows: 20_000 }))),
        },
      ]);
      const answer = await budgeted.app.inject({
        method: 'POST',
        url: '/api/audiences',
        payload: form.payload,
        headers: { ...form.headers, cookie: user.cookie },
      });
      expect(answer.statusCode, answer.body).toBe(400);
      const reason = 'The file took too long to read. Split it into smaller files of at most 20,000 records.';
      expect(answer.json()).toMatchObject({ detail: reason, invalidParams: [{ name: 'file', reason }] });
      const list = await budgeted.app.inject({ url: '/api/audiences', headers: { cookie: user.cookie } });
      expect(list.json()).toEqual([]);
    });
  });
});
