import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedbackRequests } from '@db/schema/index';
import { signUpAndIn, testDatabaseKinds, useTestApp, type SignedInUser, type TestApp } from '../../testing';

const save = (app: TestApp, user: SignedInUser, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/feedback', headers: { cookie: user.cookie }, payload });

const response = (
  personaId: string,
  sentiment?: string,
  interestLevel?: number,
  sentimentScore?: number,
) => ({
  personaId,
  sender: 'ai',
  personaName: `Twin ${personaId}`,
  text: 'An answer',
  detailed: { sentiment, sentimentScore, interestLevel, personaName: `Twin ${personaId}` },
  followUpConversations: [],
});

describe.each(testDatabaseKinds)('feedback records on $name', (kind) => {
  const harness = useTestApp(kind);

  it('saves with focus-group for a missing or unknown type and generates sentiment scores in the spec’s ranges', async () => {
    const user = await signUpAndIn(harness.app);
    const created = await save(harness.app, user, {
      type: 'mystery',
      feedbackContent: 'A plant-care kit',
      selectedPersonas: ['a', 'b', 'c', 'd'],
      responses: [
        response('a', 'positive'),
        response('b', 'negative'),
        response('c', 'neutral'),
        response('d', 'constructor'),
        response('e', 'positive', 3, 88),
      ],
    });
    expect(created.statusCode).toBe(201);
    const record = created.json();
    expect(record).toMatchObject({
      type: 'focus-group',
      concept: 'A plant-care kit',
      user_id: user.id,
      selected_personas: ['a', 'b', 'c', 'd'],
    });
    const scores = record.responses.map(
      (r: { detailed: { sentimentScore: number } }) => r.detailed.sentimentScore,
    );
    expect(scores[0]).toBeGreaterThanOrEqual(75);
    expect(scores[0]).toBeLessThanOrEqual(94);
    expect(scores[1]).toBeGreaterThanOrEqual(25);
    expect(scores[1]).toBeLessThanOrEqual(44);
    expect(scores[2]).toBeGreaterThanOrEqual(46);
    expect(scores[2]).toBeLessThanOrEqual(73);
    expect(scores[3]).toBe(50);
    expect(scores[4]).toBe(88);
    expect((await save(harness.app, user, { concept: 'No type' })).json().type).toBe('focus-group');
  });

  it('computes the trust report of a record that has none on its first read and stores it', async () => {
    const user = await signUpAndIn(harness.app);
    const answers = ['a', 'b', 'c', 'd', 'e'].map((id) => response(id, 'positive', 5, 90));
    const saved = (
      await save(harness.app, user, { type: 'focus-group', concept: 'A plant-care kit', responses: answers })
    ).json();
    expect(saved.trust).toBeNull();
    const read = await harness.app.inject({
      url: `/api/feedback/${saved.id}`,
      headers: { cookie: user.cookie },
    });
    expect(read.statusCode).toBe(200);
    const { trust } = read.json();
    expect(trust).toMatchObject({
      spread: { tooAlike: true },
      positivity: { topBoxShare: 1, tooPositive: true },
      measuredDomain: { measured: false },
      panel: { size: 5 },
    });
    const [row] = await harness.database.db
      .select({ trust: feedbackRequests.trust })
      .from(feedbackRequests)
      .where(eq(feedbackRequests.id, saved.id));
    expect(row!.trust).toEqual(trust);
    const again = await harness.app.inject({
      url: `/api/feedback/${saved.id}`,
      headers: { cookie: user.cookie },
    });
    expect(again.json().trust).toEqual(trust);
    // An interview has no answers to judge.
    const interview = (await save(harness.app, user, { type: 'interview', concept: 'Talk' })).json();
    const readInterview = await harness.app.inject({
      url: `/api/feedback/${interview.id}`,
      headers: { cookie: user.cookie },
    });
    expect(readInterview.json().trust).toBeNull();
  });

  it('leaves angel_pitch responses unscored, notes a missing pitch analysis, and refuses an empty concept', async () => {
    const user = await signUpAndIn(harness.app);
    const pitch = (
      await save(harness.app, user, {
        type: 'angel_pitch',
        concept: 'Pitch',
        responses: [response('a', 'positive')],
      })
    ).json();
    // An answer that is not an investor's reads as none (the stored JSON keeps it).
    expect(pitch.responses[0].detailed).toBeNull();
    // Without an analysis the record says so; a supplied analysis that is not a pitch analysis reads as none.
    expect(pitch.overall_analysis).toEqual({ error: 'The analysis was not generated.' });
    const analysed = (
      await save(harness.app, user, {
        type: 'angel_pitch',
        concept: 'Pitch',
        overallAnalysis: { verdict: 'invest' },
      })
    ).json();
    expect(analysed.overall_analysis).toBeNull();
    const empty = await save(harness.app, user, { concept: '   ' });
    expect(empty.statusCode).toBe(400);
  });

  it('updates only after finding the record, and always as an interview', async () => {
    const user = await signUpAndIn(harness.app);
    const stranger = await signUpAndIn(harness.app);
    const record = (await save(harness.app, user, { type: 'focus-group', concept: 'C' })).json();
    const body = {
      responses: [response('x', 'positive', 4, 80)],
      overallAnalysis: { conversation_summary: 'Talked' },
    };
    const foreign = await harness.app.inject({
      method: 'PATCH',
      url: `/api/feedback/${record.id}`,
      headers: { cookie: stranger.cookie },
      payload: body,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe(`Feedback record with ID ${record.id} not found`);
    const updated = (
      await harness.app.inject({
        method: 'PATCH',
        url: `/api/feedback/${record.id}`,
        headers: { cookie: user.cookie },
        payload: body,
      })
    ).json();
    expect(updated).toMatchObject({
      type: 'interview',
      overall_analysis: { conversation_summary: 'Talked' },
    });
    expect(new Date(updated.updated_at).getTime()).toBeGreaterThan(new Date(record.updated_at).getTime());
    const noId = await harness.app.inject({
      method: 'PATCH',
      url: '/api/feedback',
      headers: { cookie: user.cookie },
      payload: body,
    });
    expect(noId.json().detail).toBe('feedbackId is required for updating feedback');
  });

  it('pages history newest first, 20 by default, with hasMore when the page is full; others see nothing', async () => {
    const user = await signUpAndIn(harness.app);
    const stranger = await signUpAndIn(harness.app);
    for (let i = 0; i < 25; i += 1)
      await save(harness.app, user, { type: 'focus-group', concept: `Concept ${i}` });
    const first = (
      await harness.app.inject({
        url: '/api/feedback?type=focus-group&page=0',
        headers: { cookie: user.cookie },
      })
    ).json();
    expect(first.items).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(first.items[0].concept).toBe('Concept 24');
    const second = (
      await harness.app.inject({
        url: '/api/feedback?type=focus-group&page=1',
        headers: { cookie: user.cookie },
      })
    ).json();
    expect(second.items).toHaveLength(5);
    expect(second.hasMore).toBe(false);
    expect(second.items.at(-1).concept).toBe('Concept 0');
    const theirs = (
      await harness.app.inject({
        url: '/api/feedback?type=focus-group',
        headers: { cookie: stranger.cookie },
      })
    ).json();
    expect(theirs).toEqual({ items: [], hasMore: false, nextCursor: null });
    const tooBig = await harness.app.inject({
      url: '/api/feedback?type=focus-group&pageSize=101',
      headers: { cookie: user.cookie },
    });
    expect(tooBig.statusCode).toBe(400);
  });

  it('pages by keyset cursor: the same records as by page number, none repeated when newer ones arrive, none of others', async () => {
    const user = await signUpAndIn(harness.app);
    const stranger = await signUpAndIn(harness.app);
    for (let i = 0; i < 45; i += 1)
      await save(harness.app, user, { type: 'interview', concept: `Chat ${i}` });
    const read = async (query: string, cookie = user.cookie) =>
      (
        await harness.app.inject({ url: `/api/feedback?type=interview&${query}`, headers: { cookie } })
      ).json();
    const first = await read('page=0');
    expect(first.nextCursor).toBe(first.items[19].id);
    await save(harness.app, user, { type: 'interview', concept: 'Newer chat' });
    const second = await read(`cursor=${first.nextCursor}`);
    const third = await read(`cursor=${second.nextCursor}`);
    const concepts = (page: { items: { concept: string }[] }) => page.items.map((item) => item.concept);
    expect(concepts(second)).toEqual(Array.from({ length: 20 }, (_, i) => `Chat ${24 - i}`));
    expect(concepts(third)).toEqual(['Chat 4', 'Chat 3', 'Chat 2', 'Chat 1', 'Chat 0']);
    expect(third).toMatchObject({ hasMore: false, nextCursor: null });
    expect(await read(`cursor=${first.nextCursor}`, stranger.cookie)).toEqual({
      items: [],
      hasMore: false,
      nextCursor: null,
    });
    expect(
      (await harness.app.inject({ url: '/api/feedback?cursor=not-an-id', headers: { cookie: user.cookie } }))
        .statusCode,
    ).toBe(400);
  });

  it('falls back to image-ad for an unknown lookup type; image_analysis also finds image-ad', async () => {
    const user = await signUpAndIn(harness.app);
    await save(harness.app, user, { type: 'image-ad', concept: 'Ad' });
    await save(harness.app, user, { type: 'image_analysis', concept: 'Analysis' });
    await save(harness.app, user, { type: 'interview', concept: 'Chat' });
    const concepts = async (type: string) =>
      (await harness.app.inject({ url: `/api/feedback?type=${type}`, headers: { cookie: user.cookie } }))
        .json()
        .items.map((i: { concept: string }) => i.concept);
    expect(await concepts('bogus')).toEqual(['Ad']);
    expect(await concepts('image_analysis')).toEqual(['Analysis', 'Ad']);
    expect(await concepts('interview')).toEqual(['Chat']);
    const all = (
      await harness.app.inject({ url: '/api/feedback/all', headers: { cookie: user.cookie } })
    ).json();
    expect(all).toHaveLength(3);
  });

  it('computes stats from the caller’s own records', async () => {
    const user = await signUpAndIn(harness.app);
    await save(harness.app, user, {
      concept: 'One',
      selectedPersonas: ['a', 'b'],
      responses: [response('a', 'positive', 4), response('b', 'negative', 2)],
    });
    await save(harness.app, user, {
      concept: 'Two',
      selectedPersonas: ['a', 'b', 'c'],
      responses: [response('a', 'positive', 5)],
    });
    await save(harness.app, user, {
      concept: 'Three',
      selectedPersonas: ['a'],
      responses: [response('a', 'neutral')],
    });
    const stats = (
      await harness.app.inject({ url: '/api/feedback/stats', headers: { cookie: user.cookie } })
    ).json();
    // Per-record means above 0: 3 and 5 → 4.
    expect(stats).toEqual({ totalAnalyses: 3, totalTwins: 6, averageInterestScore: 4 });
  });

  it('repairs only the caller’s null or empty types, and says when there is nothing to repair', async () => {
    const user = await signUpAndIn(harness.app);
    const stranger = await signUpAndIn(harness.app);
    const mine = (await save(harness.app, user, { concept: 'Mine' })).json();
    const theirs = (await save(harness.app, stranger, { concept: 'Theirs' })).json();
    await harness.database.db
      .update(feedbackRequests)
      .set({ type: null })
      .where(eq(feedbackRequests.id, mine.id));
    await harness.database.db
      .update(feedbackRequests)
      .set({ type: '' })
      .where(eq(feedbackRequests.id, theirs.id));
    const repaired = (
      await harness.app.inject({
        method: 'POST',
        url: '/api/feedback/repair-types',
        headers: { cookie: user.cookie },
      })
    ).json();
    expect(repaired).toMatchObject({ success: true, updated: 1 });
    // A type the app does not know is repaired too; the types runs write (brand360, angel_pitch) are left alone.
    const unknown = (await save(harness.app, user, { concept: 'Unknown' })).json();
    const pitch = (await save(harness.app, user, { concept: 'Pitch', type: 'angel_pitch' })).json();
    const study = (await save(harness.app, user, { concept: 'Study' })).json();
    await harness.database.db
      .update(feedbackRequests)
      .set({ type: 'poll' })
      .where(eq(feedbackRequests.id, unknown.id));
    await harness.database.db
      .update(feedbackRequests)
      .set({ type: 'brand360' })
      .where(eq(feedbackRequests.id, study.id));
    const unknownRepaired = (
      await harness.app.inject({
        method: 'POST',
        url: '/api/feedback/repair-types',
        headers: { cookie: user.cookie },
      })
    ).json();
    expect(unknownRepaired).toMatchObject({ success: true, updated: 1 });
    const types = new Map(
      (await harness.database.db.select().from(feedbackRequests)).map((row) => [row.id, row.type]),
    );
    expect([types.get(unknown.id), types.get(pitch.id), types.get(study.id)]).toEqual([
      'focus-group',
      'angel_pitch',
      'brand360',
    ]);
    const again = (
      await harness.app.inject({
        method: 'POST',
        url: '/api/feedback/repair-types',
        headers: { cookie: user.cookie },
      })
    ).json();
    expect(again).toEqual({
      success: true,
      updated: 0,
      message: 'No records with null/empty type values found',
    });
    const [strangerRow] = await harness.database.db
      .select()
      .from(feedbackRequests)
      .where(eq(feedbackRequests.id, theirs.id));
    expect(strangerRow!.type).toBe('');
  });

  it('answers 404 to anyone but the owner, and lists follow-ups by persona', async () => {
    const user = await signUpAndIn(harness.app);
    const stranger = await signUpAndIn(harness.app);
    const followUp = {
      question: 'Price?',
      response: 'Too high.',
      timestamp: new Date().toISOString(),
      isSaved: true,
    };
    const record = (
      await save(harness.app, user, {
        concept: 'Owned',
        responses: [{ ...response('p1', 'neutral', 3), followUpConversations: [followUp] }],
      })
    ).json();
    expect(
      (await harness.app.inject({ url: `/api/feedback/${record.id}`, headers: { cookie: stranger.cookie } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await harness.app.inject({
          url: `/api/feedback/${record.id}/follow-ups?personaId=p1`,
          headers: { cookie: stranger.cookie },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await harness.app.inject({ url: `/api/feedback/not-a-uuid`, headers: { cookie: user.cookie } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await harness.app.inject({ url: `/api/feedback/${record.id}`, headers: { cookie: user.cookie } })
      ).json().id,
    ).toBe(record.id);
    expect(
      (
        await harness.app.inject({
          url: `/api/feedback/${record.id}/follow-ups?personaId=p1`,
          headers: { cookie: user.cookie },
        })
      ).json(),
    ).toEqual([followUp]);
    expect(
      (
        await harness.app.inject({
          url: `/api/feedback/${record.id}/follow-ups?personaId=zz`,
          headers: { cookie: user.cookie },
        })
      ).json(),
    ).toEqual([]);
    const missing = await harness.app.inject({
      url: `/api/feedback/${record.id}/follow-ups`,
      headers: { cookie: user.cookie },
    });
    expect(missing.json().detail).toBe('feedbackId and personaId are required');
  });

  it('answers any stored JSON as the strict record on every read, and leaves the stored JSON as it was', async () => {
    const user = await signUpAndIn(harness.app);
    const stored = {
      userId: user.id,
      concept: null,
      conceptDetails: { description: 'A legacy concept', junk: [1] },
      selectedPersonas: [{ id: 'p1', name: 'Ann' }, 'p2', { nope: true }],
      responses: [
        {
          personaId: 'p1',
          text: 'Fine',
          detailed: { sentiment: 'positive', concept: { interestLevel: 4 } },
          extra: 1,
        },
        'junk',
      ],
      overallAnalysis: {
        key_metrics: { overall_sentiment: 66 },
        qualitativeFeedback: { perceivedKeyMessages: ['Cheap'] },
        stray: { deep: true },
      },
      type: 'image-ad',
    };
    const [inserted] = await harness.database.db.insert(feedbackRequests).values(stored).returning();
    const headers = { cookie: user.cookie };
    const expected = {
      type: 'image-ad',
      concept: '',
      concept_details: { description: 'A legacy concept' },
      selected_personas: ['p1', 'p2'],
      overall_analysis: null,
      summary: { sentimentPercent: 66, sentimentDistribution: null, keyMessages: ['Cheap'] },
    };
    // Each answer is also checked against its strict contract by the test app.
    const one = (await harness.app.inject({ url: `/api/feedback/${inserted!.id}`, headers })).json();
    expect(one).toMatchObject(expected);
    expect(one.responses).toEqual([
      {
        personaId: 'p1',
        sender: 'ai',
        personaName: null,
        text: 'Fine',
        // An ad test's answer without a stored reaction to the creative reads as none.
        detailed: {
          sentiment: 'positive',
          sentimentScore: null,
          personaName: null,
          interestLevel: 4,
          concept: { interestLevel: 4 },
          purchaseIntent: null,
          reasonsFor: [],
          reasonsAgainst: [],
          concerns: [],
          suggestions: [],
          adReaction: null,
        },
        followUpConversations: [],
      },
    ]);
    expect((await harness.app.inject({ url: '/api/feedback?type=image-ad', headers })).json().items).toEqual([
      one,
    ]);
    expect((await harness.app.inject({ url: '/api/feedback/all', headers })).json()).toEqual([one]);
    const link = (
      await harness.app.inject({ method: 'POST', url: `/api/feedback/${inserted!.id}/snapshot`, headers })
    ).json();
    const { user_id: _owner, ...shared } = one;
    expect((await harness.app.inject({ url: `/api/snapshots/${link.slug}` })).json()).toEqual({
      ...shared,
      shared_at: expect.any(String),
    });
    const [after] = await harness.database.db
      .select()
      .from(feedbackRequests)
      .where(eq(feedbackRequests.id, inserted!.id));
    expect(after).toMatchObject(stored);
  });
});
