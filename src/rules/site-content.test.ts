import { footerHtmlToText, footerSchema, footerTextToHtml, maintenanceMessageSchema, menuSchema, siteContentMessages as m, stockholmInstant, stockholmLocal } from './site-content';

describe('site content rules', () => {
  it('reads a datetime-local value as Stockholm time, and back', () => {
    expect(stockholmInstant('2026-12-01T08:30')?.toISOString()).toBe('2026-12-01T07:30:00.000Z');
    expect(stockholmInstant('2026-07-01T08:30')?.toISOString()).toBe('2026-07-01T06:30:00.000Z');
    expect(stockholmInstant('2026-12-01 08:30')).toBeNull();
    expect(stockholmInstant('2026-12-01T25:00')).toBeNull();
    expect(stockholmInstant('2026-02-30T08:00')).toBeNull();
    expect(stockholmInstant('2026-13-01T08:00')).toBeNull();
    expect(stockholmLocal(new Date('2026-12-01T07:30:00Z'))).toBe('2026-12-01T08:30');
  });

  it('a maintenance message needs a text and a stop after its start', () => {
    expect(maintenanceMessageSchema.safeParse({ message: 'Driftstopp', start: '2026-12-01T08:00', stop: '2026-12-01T10:00' }).success).toBe(true);
    const bad = maintenanceMessageSchema.safeParse({ message: ' ', start: '2026-12-01T08:00', stop: '2026-12-01T07:00' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual(expect.arrayContaining([m.message.required]));
    const backwards = maintenanceMessageSchema.safeParse({ message: 'x', start: '2026-12-01T08:00', stop: '2026-12-01T07:00' });
    expect(backwards.error?.issues).toEqual([expect.objectContaining({ path: ['stop'], message: m.stopBeforeStart })]);
  });

  it('a time that is not a time gets its own message, never a thrown error (found by fuzzing)', () => {
    const notTimes = maintenanceMessageSchema.safeParse({ message: 'x', start: 'igår', stop: '2026-13-01T25:61' });
    expect(notTimes.error?.issues.map((i) => [i.path[0], i.message])).toEqual([['start', m.start], ['stop', m.stop]]);
    const oneBad = maintenanceMessageSchema.safeParse({ message: 'x', start: '2026-12-01T08:00', stop: 'sen' });
    expect(oneBad.error?.issues.map((i) => [i.path[0], i.message])).toEqual([['stop', m.stop]]);
  });

  it('menu addresses are local or https', () => {
    expect(menuSchema.safeParse({ items: [{ name: 'Hem', url: '/', children: [{ name: 'Om', url: 'https://example.se/om' }] }] }).success).toBe(true);
    for (const url of ['javascript:alert(1)', '//evil.example', 'http://example.se', 'https://a b']) {
      expect(menuSchema.safeParse({ items: [{ name: 'X', url }] }).error?.issues[0]?.message).toBe(m.menuUrl);
    }
  });

  it('the footer is text and links, escaped into HTML, and back', () => {
    const html = footerTextToHtml('Bostadskön <b>\nTelefon 018-12 34 56\n[Tillgänglighet](/tillganglighet) & [skriv](mailto:a@b.se)');
    expect(html).toBe('<p>Bostadskön &lt;b&gt;<br>Telefon 018-12 34 56<br><a href="/tillganglighet">Tillgänglighet</a> &amp; <a href="mailto:a@b.se">skriv</a></p>');
    expect(footerTextToHtml('[x](javascript:alert(1))')).not.toContain('<a');
    expect(footerHtmlToText('<p><a href="/tillganglighet">Tillgänglighetsredogörelse</a></p>')).toBe('[Tillgänglighetsredogörelse](/tillganglighet)');
    expect(footerHtmlToText('<p>Bostadskön<br>Telefon</p>')).toBe('Bostadskön\nTelefon');
    expect(footerSchema.safeParse({ columns: [{ body: '[x](javascript:alert(1))' }, { body: '' }, { body: '' }] }).error?.issues[0]?.message).toBe(m.footerLink);
  });
});
