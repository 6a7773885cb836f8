import type { CitiesSlice, StoredComment } from '../world-slices';
import type { SeedContext } from '../seed-context';
import { nextId } from '../kit';
import { CITIES, type CityData } from '../data/china';
import { withSights } from '../data/city-details';
import { cityId } from '../data/city-ids';

/*
 * The cities' part of a fresh world: like counts and comment threads. Apart from the cities' handlers
 * because the comments name sights and dishes, which the browser's mock core does not load (the
 * browser's fresh world is seeded at build time).
 */

const DEMO_ACCOUNT_ID = 1;
const HOUR = 3_600_000;

/** Seeded city commenters: travellers without an account to sign in with. */
const COMMENTERS = [
  'Anna Kowalska', 'Tom Becker', 'Yuki Sato', 'Carlos Ruiz', 'Fatima Al-Sayed', 'Min-jun Kim', 'Emma Wilson', 'Lucas Silva', 'Aisha Rahman', 'Hiro Tanaka',
].map((nickName, index) => ({
  authorId: 601 + index,
  authorName: nickName,
  authorAvatar: `media/avatar/city-traveller-${index + 1}?name=${encodeURIComponent(nickName.split(' ').map((w) => w[0]).join(''))}`,
}));

type Line = (city: CityData) => string;
const sightOf = (city: CityData, n: number) => city.sights[n % city.sights.length];
const dishOf = (city: CityData, n: number) => city.dishes[n % city.dishes.length];

const COMMENT_LINES: Line[] = [
  (c) => `${sightOf(c, 0).name} is a must. We gave it ${sightOf(c, 0).hours} hours and could have stayed longer.`,
  (c) => `How many days do you need in ${c.names.en}? We are thinking of three with a day trip.`,
  (c) => `Try ${dishOf(c, 0).name} (${dishOf(c, 0).nameZh}) at a busy local place, it was the best thing we ate in ${c.province}.`,
  (c) => `Timing matters in ${c.names.en}. "${c.bestTime.split(';')[0].replace(/\.$/, '')}" is spot on, we had perfect weather.`,
  (c) => `Is ${sightOf(c, 1).name} worth it with kids, or is it mostly walking?`,
  (c) => `Metro and DiDi made ${c.names.en} very easy even without Chinese. Download offline maps before you go.`,
  () => `We stayed where the guide suggests and could walk almost everywhere. Highly recommend.`,
  (c) => `Tip for ${sightOf(c, 2).name}: arrive at opening time, by 10 am the tour groups were everywhere.`,
  (c) => `Paid with Alipay and a foreign card the whole week in ${c.names.en}, no cash needed.`,
  (c) => `${dishOf(c, 1).name} was a surprise hit with my very picky partner!`,
];

const REPLY_LINES: Line[] = [
  (c) => `Three days is comfortable for ${c.names.en}, four if you want a slower pace.`,
  () => 'Yes, book a day or two ahead on weekends, the time slots sell out.',
  (c) => `Agreed about ${sightOf(c, 0).name}, go in the morning light.`,
  () => 'Thanks, adding this to my list!',
  () => 'Kids loved it, there are plenty of places to sit and snack.',
  (c) => `Same here, ${dishOf(c, 0).name} twice a day was not enough.`,
];

function seedThreads(ctx: SeedContext): StoredComment[] {
  const { faker, now, world } = ctx;
  const demo = world.accounts[0];
  const comments: StoredComment[] = [];
  CITIES.map(withSights).forEach((city, index) => {
    const id = index + 1;
    const count = index === 0 ? 14 : city.hot ? faker.number.int({ min: 4, max: 9 }) : faker.number.int({ min: 0, max: 4 });
    for (let i = 0; i < count; i += 1) {
      const byDemo = i === 2 && city.hot;
      const writer = byDemo ? { authorId: demo.id, authorName: demo.nickName, authorAvatar: demo.avatar } : COMMENTERS[(index + i) % COMMENTERS.length];
      const first: StoredComment = {
        id: nextId(world),
        scope: 'city',
        targetId: id,
        parentId: null,
        replyToId: null,
        ...writer,
        content: COMMENT_LINES[(index * 3 + i) % COMMENT_LINES.length](city),
        createdAt: now - faker.number.int({ min: 2, max: 60 * 24 }) * HOUR,
        likeCount: faker.number.int({ min: 0, max: city.hot ? 60 : 15 }),
        trampleCount: faker.number.int({ min: 0, max: 3 }),
      };
      comments.push(first);
      const replies = i === 0 && city.hot ? 7 : faker.number.int({ min: 0, max: 2 });
      let replyTo = first;
      for (let r = 0; r < replies; r += 1) {
        const replier = COMMENTERS[(index + i + r + 3) % COMMENTERS.length];
        const reply: StoredComment = {
          id: nextId(world),
          scope: 'city',
          targetId: id,
          parentId: first.id,
          replyToId: replyTo.id,
          ...replier,
          content: `${r % 3 === 2 ? `@${replyTo.authorName.split(' ')[0]} ` : ''}${REPLY_LINES[(index + r) % REPLY_LINES.length](city)}`,
          createdAt: Math.min(first.createdAt + (r + 1) * HOUR, now - 60_000),
          likeCount: faker.number.int({ min: 0, max: 9 }),
          trampleCount: 0,
        };
        comments.push(reply);
        replyTo = reply;
      }
    }
  });
  return comments;
}

export function seedCities(ctx: SeedContext): CitiesSlice {
  const { faker, world } = ctx;
  const cityLikeBase = Object.fromEntries(
    CITIES.map((city, index) => [String(index + 1), city.hot ? faker.number.int({ min: 900, max: 4200 }) : faker.number.int({ min: 40, max: 700 })]),
  );
  world.comments.push(...seedThreads(ctx));
  return { cityLikeBase, cityLikes: [{ cityId: cityId('hangzhou'), accountId: DEMO_ACCOUNT_ID, at: ctx.now - 3 * 24 * HOUR }], cityGuides: [] };
}
