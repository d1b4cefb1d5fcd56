import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../../server/src/cli/catalogueFile.ts';

const example = () => JSON.parse(readFileSync('docs/catalogue.example.json', 'utf8'));
const problemsOf = (data: unknown) => {
  const read = readCatalogue(JSON.stringify(data));
  return 'problems' in read ? read.problems : [];
};

describe('a catalogue file', () => {
  it('reads the example file, with defaults for what it leaves out', () => {
    const read = readCatalogue(readFileSync('docs/catalogue.example.json', 'utf8'));
    if (!('catalogue' in read)) throw new Error(read.problems.join('\n'));
    const { catalogue } = read;
    expect(catalogue.campaigns.map((c) => c.key)).toEqual([
      'everyday-points',
      'cool-season-2026',
      'latte-art-workshop-2027',
    ]);
    const coffee = catalogue.rewards.find((r) => r.title === 'Free Iced Coffee');
    expect(coffee).toMatchObject({ pointsCost: 300, stock: 1000, campaign: 'everyday-points' });
    expect(coffee?.startsAt).toEqual(new Date('2025-12-31T17:00:00Z'));
    expect(catalogue.rewards[2]?.campaign).toBeNull();
    expect(catalogue.contents[0]?.exclusive).toBe(false);
    expect(catalogue.campaigns[2]).toMatchObject({ featured: false, requiresConsent: false });
    // A rating question without options gets 1 to 5.
    expect(catalogue.questions[1]?.options.map((o) => o.value)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('lists every problem, each naming its field by its path', () => {
    const data = example();
    data.rewards[2].pointsCost = 0;
    data.rewards[1].stock = 2.5;
    delete data.rewards[0].title;
    data.rewards[0].pointCost = 300;
    data.campaigns[0].type = 'promotion';
    data.campaigns[1].startsAt = '2026-11-01T00:00:00';
    data.campaigns[2].imageUrl = 'http://cdn.example.com/a.png';
    data.contents[0].imageUrl = '/images/no-such-picture.svg';
    data.products[0].pointsPerPurchase = -1;
    data.questions[0].options[2].value = 'coffee';
    data.questions[1].kind = 'stars';
    data.surveys = [];
    expect(problemsOf(data).sort()).toEqual(
      [
        'surveys: not a field (campaigns, rewards, contents, products, questions)',
        'campaigns[0].type: one of campaign, activity, exclusive',
        'campaigns[1].startsAt: a date and time in ISO 8601 with its UTC offset, e.g. 2026-12-01T00:00:00+07:00',
        "campaigns[2].imageUrl: an https:// address, or one of the server's pictures such as /images/reward-drink.svg",
        "contents[0].imageUrl: an https:// address, or one of the server's pictures such as /images/reward-drink.svg",
        'products[0].pointsPerPurchase: a whole number from 0 to 10,000,000',
        'questions[0].options[2].value: used twice',
        'questions[1].kind: one of single, multiple, text, rating',
        'rewards[0].pointCost: not a field (key, campaign, title, description, imageUrl, pointsCost, stock, perUserLimit, useWindowMinutes, startsAt, endsAt)',
        'rewards[0].title: text of 1 to 200 characters',
        'rewards[1].stock: a whole number from 0 to 10,000,000',
        'rewards[2].pointsCost: a whole number from 1 to 10,000,000',
      ].sort(),
    );
  });

  it('refuses a window that ends before it starts, keys used twice, and options that do not fit the kind', () => {
    const data = example();
    data.rewards[0].endsAt = data.rewards[0].startsAt;
    data.campaigns[2].key = 'everyday-points';
    data.questions.push(
      { key: 'one-choice', text: 'Pick', kind: 'single', options: [{ value: 'a', label: 'A' }] },
      { key: 'free-text', text: 'Say', kind: 'text', options: [{ value: 'a', label: 'A' }] },
      {
        key: 'stars',
        text: 'Rate',
        kind: 'rating',
        options: ['1', '2', '3'].map((value) => ({ value, label: value })),
      },
    );
    expect(problemsOf(data)).toEqual([
      'rewards[0].endsAt: after startsAt',
      'questions[2].options: 2 to 20 options for single',
      'questions[3].options: none for a text question',
      'questions[4].options: none (1 to 5), or five whose values are "1" to "5" in order',
      'campaigns[2].key: "everyday-points" is also the key of campaigns[0]',
    ]);
  });

  it('takes https images and the server pictures, and refuses keys, text and JSON it cannot use', () => {
    const data = example();
    data.campaigns[0].imageUrl = 'https://cdn.example.com/campaigns/everyday.jpg';
    data.campaigns[1].key = 'has space';
    data.campaigns[2].title = '   ';
    data.rewards[0].campaign = 7;
    expect(problemsOf(data)).toEqual([
      "campaigns[1].key: 1 to 64 letters, digits, '.', '_' or '-', starting with a letter or digit",
      'campaigns[2].title: text of 1 to 200 characters',
      "rewards[0].campaign: 1 to 64 letters, digits, '.', '_' or '-', starting with a letter or digit",
    ]);
    for (const url of [
      'https://user:pw@cdn.example.com/a.png',
      'javascript:alert(1)',
      '/images/../x.svg',
    ]) {
      data.campaigns[0].imageUrl = url;
      expect(problemsOf({ campaigns: [data.campaigns[0]] })[0]).toMatch(
        /^campaigns\[0\]\.imageUrl: /,
      );
    }
    expect(problemsOf([])).toEqual([
      '(file): an object of campaigns, rewards, contents, products, questions',
    ]);
    const notJson = readCatalogue('{"campaigns": [}');
    expect('problems' in notJson && notJson.problems[0]).toMatch(/^\(file\): not JSON: /);
    expect(readCatalogue('{}')).toEqual({
      catalogue: { campaigns: [], rewards: [], contents: [], products: [], questions: [] },
    });
  });
});
