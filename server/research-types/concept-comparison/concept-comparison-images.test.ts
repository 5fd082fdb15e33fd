import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { conceptComparisonRecordSchema } from '@contracts/concept-comparison';
import { uploads } from '@db/schema/index';
import { renderAdImage } from '../../../e2e/support/ad-image';
import { describeRunType, balanceOf, multipartForm, type SignedInUser, signUpAndIn } from '../../testing';

const PLAIN = 'Trail running shoes with a grippy sole.';
const WITH_AD = 'Trail running shoes with a grippy sole, as in the ad.';

type Image = { field: string; bytes: Buffer; contentType?: string };

describeRunType('concept comparisons with images', {}, (suite) => {
  let personaIds: string[];
  let ad: Buffer;
  beforeAll(async () => {
    personaIds = suite.library.map((p) => p.id);
    ad = await renderAdImage({ lines: ['HALF PRICE', 'FREE DELIVERY'] });
  });

  const postForm = (user: SignedInUser, fields: Record<string, string>, images: Image[]) => {
    const form = multipartForm(
      fields,
      images.map(({ field, bytes, contentType }) => ({
        name: field,
        filename: 'variant.png',
        contentType: contentType ?? 'image/png',
        bytes,
      })),
    );
    return suite.app.inject({
      method: 'POST',
      url: '/api/comparisons',
      payload: form.payload,
      headers: { ...form.headers, cookie: user.cookie },
    });
  };
  const storedImagesOf = async (user: SignedInUser) =>
    (await suite.app.context.db.select().from(uploads).where(eq(uploads.ownerId, user.id))).length;

  it("reads a variant's image and puts what it says to the twins, keeping the image beside the variant", async () => {
    const user = await signUpAndIn(suite.app);
    const response = await postForm(
      user,
      { variants: JSON.stringify([PLAIN, WITH_AD]), personaIds: JSON.stringify(personaIds.slice(0, 7)) },
      [{ field: 'images.1', bytes: ad }],
    );
    expect(response.statusCode).toBe(201);
    const record = conceptComparisonRecordSchema.parse(response.json());
    expect(record.variants.map((v) => v.text)).toEqual([PLAIN, WITH_AD]);
    expect(record.variants[0]!.image).toBeUndefined();
    const image = record.variants[1]!.image!;
    expect(image.reading.text.toUpperCase()).toContain('HALF PRICE');
    // Only the image says "half price": the reader's words are what set Variant B apart for the twins.
    expect(record.variants[1]!.differences.join(' ').toLowerCase()).toContain('half price');
    expect(record.variants[1]!.meanIntent).not.toBe(record.variants[0]!.meanIntent);
    expect(await balanceOf(suite.app, user)).toBe(9);

    const served = await suite.app.inject({
      url: `/api/comparisons/${record.id}/images/1`,
      headers: { cookie: user.cookie },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const none = await suite.app.inject({
      url: `/api/comparisons/${record.id}/images/0`,
      headers: { cookie: user.cookie },
    });
    expect(none.statusCode).toBe(404);
    const stranger = await signUpAndIn(suite.app);
    const theirs = await suite.app.inject({
      url: `/api/comparisons/${record.id}/images/1`,
      headers: { cookie: stranger.cookie },
    });
    expect(theirs.statusCode).toBe(404);
  });

  it.each([
    ['images.2', 'an image for a variant that does not exist', () => [{ field: 'images.2', bytes: ad }], 400],
    [
      'images.0',
      'a file that is not an image by its content',
      () => [{ field: 'images.0', bytes: Buffer.from('%PDF-1.4 not a picture'), contentType: 'image/png' }],
      400,
    ],
    [
      'images.1',
      'an image over 5 MB',
      () => [{ field: 'images.1', bytes: Buffer.concat([ad, Buffer.alloc(5 * 1024 * 1024)]) }],
      413,
    ],
  ])(
    'refuses %s (%s), naming the field, charging and storing nothing',
    async (field, _what, images, status) => {
      const user = await signUpAndIn(suite.app);
      const response = await postForm(user, { variants: JSON.stringify([PLAIN, WITH_AD]) }, images());
      expect(response.statusCode).toBe(status);
      expect(response.json().invalidParams.map((p: { name: string }) => p.name)).toEqual([field]);
      expect(await balanceOf(suite.app, user)).toBe(10);
      expect(await storedImagesOf(user)).toBe(0);
    },
  );

  it('refuses a multipart comparison with one variant, naming variants', async () => {
    const user = await signUpAndIn(suite.app);
    const response = await postForm(user, { variants: JSON.stringify([PLAIN]) }, [
      { field: 'images.0', bytes: ad },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().invalidParams.map((p: { name: string }) => p.name)).toEqual(['variants']);
    expect(await balanceOf(suite.app, user)).toBe(10);
  });
});
