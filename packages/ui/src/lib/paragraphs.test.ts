import { htmlToText, textToHtml } from './paragraphs';

test('text area text to stored HTML and back keeps paragraphs and line breaks', () => {
  const text = 'First line\nsecond line\n\n5 < 6 & "ok"';
  const html = textToHtml(`  ${text}\n\n\n`);
  expect(html).toBe('<p>First line<br>second line</p><p>5 &lt; 6 &amp; "ok"</p>');
  expect(htmlToText(html)).toBe(text);
});

test('stored HTML from elsewhere: tags and entities gone, empty paragraphs dropped', () => {
  expect(htmlToText('<p>Quick <strong>update</strong>&nbsp;here.</p><p></p><p>Second</p>')).toBe('Quick update here.\n\nSecond');
  expect(htmlToText('plain text only')).toBe('plain text only');
  expect(htmlToText(null)).toBe('');
});
