import { HTML_POLICY, ko } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../src/domain/sanitize/sanitizeHtml';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

/**
 * Known XSS payloads in the style of the OWASP XSS filter evasion cheat sheet: script tags, event
 * handlers, javascript: with entity, whitespace and case obfuscation, data: URLs, CSS expressions,
 * iframes and srcdoc, meta refresh, forms, SVG and MathML, mutation-XSS shapes, malformed nesting.
 */
const PAYLOADS: readonly string[] = [
  `<script>alert('XSS')</script>`,
  `<SCRIPT SRC=http://xss.rocks/xss.js></SCRIPT>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=javascript:alert('XSS')>`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  `<a onmouseover="alert(document.cookie)">xxs link</a>`,
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`,
  `<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>`,
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC= onmouseover="alert('xxs')">`,
  `<IMG onmouseover="alert('xxs')">`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
  `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>`,
  `<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>`,
  `<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>`,
  `<IMG SRC="jav\tascript:alert('XSS');">`,
  `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0A;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0D;ascript:alert('XSS');">`,
  `<IMG SRC=" &#14;  javascript:alert('XSS');">`,
  `<a href="&#1;javascript:alert(1)">x</a>`,
  `<a href="java\u0000script:alert(1)">x</a>`,
  `<a href="  javascript:alert(1)">x</a>`,
  `<a href="JAVASCRIPT&colon;alert(1)">x</a>`,
  `<a href="javascript&#58alert(1)">x</a>`,
  `<a href="ｊａｖａｓｃｒｉｐｔ:alert(1)">x</a>`,
  `<a href="\\u006Aavascript:alert(1)">x</a>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<IMG SRC='vbscript:msgbox("XSS")'>`,
  `<a href=javascript:alert(1)>x`,
  `<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>`,
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  `<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>`,
  `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
  `<SCRIPT SRC=http://xss.rocks/xss.js?< B >`,
  `<SCRIPT SRC=//xss.rocks/.j>`,
  `<IMG SRC="\`<javascript:alert>\`('XSS')"`,
  `<iframe src=http://xss.rocks/scriptlet.html <`,
  `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`,
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<IMG DYNSRC="javascript:alert('XSS')">`,
  `<IMG LOWSRC="javascript:alert('XSS')">`,
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<svg/onload=alert('XSS')>`,
  `<svg><script>alert(1)</script></svg>`,
  `<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>`,
  `<a xlink:href="javascript:alert(1)">x</a>`,
  `<BODY ONLOAD=alert('XSS')>`,
  `<BGSOUND SRC="javascript:alert('XSS');">`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<STYLE>@import'http://xss.rocks/xss.css';</STYLE>`,
  `<META HTTP-EQUIV="Link" Content="<http://xss.rocks/xss.css>; REL=stylesheet">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">`,
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`,
  `<TABLE BACKGROUND="javascript:alert('XSS')">`,
  `<TABLE><TD BACKGROUND="javascript:alert('XSS')">`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">`,
  `<DIV STYLE="width: expression(alert('XSS'));">`,
  `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`,
  `<XSS STYLE="behavior: url(xss.htc);">`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>`,
  `<object data="javascript:alert(1)"></object>`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciPjxzY3JpcHQ+YWxlcnQoMSk8L3NjcmlwdD48L3N2Zz4=" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<img src="data:text/html,<script>alert(1)</script>">`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<img src="data:image/png;base64,iVBORw0KGgo=" onerror="alert(1)">`,
  `<img src="http://example.com/a.png" srcset="javascript:alert(1) 1x">`,
  `<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">x</button><input type="submit"></form>`,
  `<isindex action=javascript:alert(1) type=image>`,
  `<base href="javascript:alert(1)//">`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<template><script>alert(1)</script></template>`,
  `<xmp><img src=x onerror=alert(1)></xmp>`,
  `<textarea><img src=x onerror=alert(1)></textarea>`,
  `<scr<script>ipt>alert(1)</scr</script>ipt>`,
  `<img src="x" onerror=alert(1)//`,
  `"><img src=x onerror=alert(1)>`,
  `<details open ontoggle=alert(1)>`,
  `<video><source onerror="alert(1)"></video>`,
  `<p><a href="https://ok.example" onclick="alert(1)" style="color:red" target="_self" rel="opener">ok</a></p>`,
  `<a href="//evil.example/x">protocol-relative</a>`,
  `${'<div>'.repeat(300)}<script>alert(1)</script>${'</div>'.repeat(300)}`,
];

const TAGS = new Set<string>(HTML_POLICY.tags);
const ATTRIBUTES: Record<string, readonly string[]> = {
  ...HTML_POLICY.attributes,
  a: [...HTML_POLICY.attributes.a, 'rel'],
};
const LINK = /^(?:https?:\/\/|mailto:)/i;
const IMAGE = /^(?:https?:\/\/|data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$)/i;

const decode = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * Everything that would let the HTML run code or escape the policy: a tag or attribute outside the
 * allowlist, a link or image URL outside its schemes, a link without rel="noopener noreferrer", or
 * markup the parser could not have produced (a `<` that does not open an allowed tag).
 */
function violations(html: string): string[] {
  const found: string[] = [];
  const tag = /<(\/?)([a-zA-Z0-9]+)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*(\/?)>/g;
  let last = 0;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    if (html.slice(last, match.index).includes('<')) found.push(`stray < before ${match[0]}`);
    last = match.index + match[0].length;
    const [, closing, name = '', attributeText = ''] = match;
    if (!TAGS.has(name)) found.push(`tag <${name}>`);
    if (closing) continue;
    const attributes = [...attributeText.matchAll(/\s+([^\s=>/]+)(?:="([^"]*)")?/g)].map(
      ([, key, value]) => ({
        key: key!,
        value: decode(value ?? '').trim(),
      }),
    );
    for (const { key, value } of attributes) {
      if (!(ATTRIBUTES[name] ?? []).includes(key)) found.push(`attribute ${name}.${key}`);
      if (name === 'a' && key === 'href' && !LINK.test(value)) found.push(`href ${value}`);
      if (name === 'img' && key === 'src' && !IMAGE.test(value)) found.push(`src ${value}`);
      if (key === 'target' && !(HTML_POLICY.linkTargets as readonly string[]).includes(value))
        found.push(`target ${value}`);
    }
    if (name === 'a' && attributes.find((a) => a.key === 'rel')?.value !== HTML_POLICY.linkRel)
      found.push('link without rel=noopener noreferrer');
  }
  if (html.slice(last).includes('<')) found.push('stray < at the end');
  if (
    /javascript:|vbscript:|data:text|expression\(|srcdoc|onerror|onload/i.test(
      decode(html.replace(/>[^<]*</g, '><')),
    )
  )
    found.push('dangerous text inside markup');
  return found;
}

describe('sanitizeHtml: the strict allowlist', () => {
  it('keeps basic formatting, http(s)/mailto links (with rel) and http(s)/data:image images', () => {
    const html =
      '<h2>이벤트</h2><p><b>굵게</b> <em>기울임</em> <a href="https://kbet.example/event" target="_blank">이벤트</a> ' +
      '<a href="mailto:help@kbet.example">메일</a></p><img src="https://kbet.example/a.png" alt="배너" width="300">' +
      '<img src="data:image/png;base64,iVBORw0KGgo="><ul><li>하나</li></ul><table><tr><td colspan="2">칸</td></tr></table>';
    expect(sanitizeHtml(html)).toBe(
      '<h2>이벤트</h2><p><b>굵게</b> <em>기울임</em> <a href="https://kbet.example/event" target="_blank" rel="noopener noreferrer">이벤트</a> ' +
        '<a href="mailto:help@kbet.example" rel="noopener noreferrer">메일</a></p><img src="https://kbet.example/a.png" alt="배너" width="300" />' +
        '<img src="data:image/png;base64,iVBORw0KGgo=" /><ul><li>하나</li></ul><table><tr><td colspan="2">칸</td></tr></table>',
    );
  });

  it('the checker itself flags what it should', () => {
    expect(violations('<p onclick="x()">a</p>')).toEqual(['attribute p.onclick']);
    expect(violations('<img src="x.png" onerror="x()" />')).toContain('dangerous text inside markup');
    expect(violations('<a href="javascript:alert(1)" rel="noopener noreferrer">a</a>')).toContain(
      'href javascript:alert(1)',
    );
    expect(violations('<script>alert(1)</script>')).toContain('tag <script>');
    expect(violations('<p>1 &lt; 2</p>')).toEqual([]);
  });

  it('leaves nothing executable in any payload, and is stable when applied twice', () => {
    for (const payload of PAYLOADS) {
      const clean = sanitizeHtml(payload);
      expect(violations(clean), `${payload} → ${clean}`).toEqual([]);
      expect(sanitizeHtml(clean)).toBe(clean);
    }
  });
});

// The validation plugin refuses any string holding a NUL (PostgreSQL cannot store it) before a handler runs.
const API_PAYLOADS = PAYLOADS.filter((payload) => !payload.includes('\u0000'));

describe(`${PAYLOADS.length} XSS payloads through the API: none survives in stored or served HTML`, () => {
  let t: TestApp;
  let admin: LoggedIn;
  let member01: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin01');
    member01 = await login(t.app, 'member01');
  });
  afterAll(() => t.close());

  it('staff notices: sanitised when stored and when served', async () => {
    for (const [i, payload] of API_PAYLOADS.entries()) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/admin-api/boards/notice',
        headers: admin.headers,
        payload: { title: `xss ${i}`, contents: `<p>앞</p>${payload}<p>뒤</p>` },
      });
      expect(response.statusCode, payload).toBe(201);
      expect(violations(response.json().contents), payload).toEqual([]);
    }
    const stored = await t.db.sql<{ title: string; contents: string }[]>`
      SELECT title, contents FROM board_posts WHERE category = 'notice' ORDER BY id`;
    expect(stored).toHaveLength(API_PAYLOADS.length);
    for (const row of stored) expect(violations(row.contents), row.title).toEqual([]);

    const served = await t.app.inject({
      method: 'GET',
      url: `/board?category=notice&page=1&perpage=${API_PAYLOADS.length}`,
      headers: member01.headers,
    });
    const notices = served.json() as { title: string; contents: string }[];
    expect(notices).toHaveLength(API_PAYLOADS.length);
    for (const notice of notices) {
      expect(violations(notice.contents), notice.title).toEqual([]);
      expect(notice.contents.startsWith('<p>앞</p>'), notice.title).toBe(true);
    }
  });

  it('a payload holding a NUL is refused at the edge (400 ERR_INVALID_INPUT), storing nothing', async () => {
    const withNul = PAYLOADS.filter((payload) => payload.includes('\u0000'));
    expect(withNul).toHaveLength(1);
    const before = await t.db.sql`SELECT count(*)::int AS n FROM board_posts`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/admin-api/boards/notice',
      headers: admin.headers,
      payload: { title: 'xss nul', contents: withNul[0] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'ERR_INVALID_INPUT', message: ko.ERR_INVALID_INPUT });
    expect(await t.db.sql`SELECT count(*)::int AS n FROM board_posts`).toEqual(before);
  });

  it('rows stored around the API (events, popups) are sanitised when served', async () => {
    for (const [i, payload] of PAYLOADS.entries()) {
      // PostgreSQL text cannot hold NUL, so the raw rows go in without it.
      const raw = payload.replaceAll('\u0000', '');
      await t.db
        .sql`INSERT INTO board_posts (category, title, contents) VALUES ('event', ${`raw ${i}`}, ${raw})`;
      await t.db.sql`INSERT INTO popups (contents, mb_contents) VALUES (${raw}, ${raw})`;
    }
    const events = (await t.app.inject({ method: 'GET', url: '/boardEvent' })).json() as {
      contents: string;
    }[];
    expect(events).toHaveLength(PAYLOADS.length);
    for (const event of events) expect(violations(event.contents)).toEqual([]);
    const popups = (await t.app.inject({ method: 'GET', url: '/boardPopup' })).json() as {
      contents: string;
      mbContents: string;
    }[];
    expect(popups).toHaveLength(PAYLOADS.length);
    for (const popup of popups) {
      expect(violations(popup.contents)).toEqual([]);
      expect(violations(popup.mbContents)).toEqual([]);
    }
  });

  it('community notices, popups, messages and inquiry answers written through the API are sanitised too', async () => {
    const payload = API_PAYLOADS.join('\n');
    const community = await t.app.inject({
      method: 'POST',
      url: '/community/notice',
      headers: member01.headers,
      payload: { title: '모음', contents: payload },
    });
    expect(violations(community.json().contents)).toEqual([]);
    const popup = await t.app.inject({
      method: 'POST',
      url: '/admin-api/popups',
      headers: admin.headers,
      payload: { contents: payload, mbContents: payload },
    });
    expect(violations(popup.json().contents)).toEqual([]);
    expect(violations(popup.json().mbContents)).toEqual([]);
    await t.app.inject({
      method: 'POST',
      url: '/admin-api/messages',
      headers: admin.headers,
      payload: { userId: 'member01', title: '모음', contents: payload },
    });
    const messages = await t.app.inject({
      method: 'GET',
      url: `/message/user/${member01.user.id}`,
      headers: member01.headers,
    });
    expect(violations(messages.json()[0].contents)).toEqual([]);
    await t.app.inject({
      method: 'POST',
      url: '/customer',
      headers: member01.headers,
      payload: { memberId: member01.user.id, title: '문의', questionContents: '내용' },
    });
    const [inquiry] = await t.db.sql<{ id: number }[]>`SELECT id FROM customer_inquiries`;
    const answered = await t.app.inject({
      method: 'POST',
      url: `/admin-api/inquiries/${inquiry!.id}/answer`,
      headers: admin.headers,
      payload: { answerContents: payload },
    });
    expect(violations(answered.json().customerAnswer[0].answerContents)).toEqual([]);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/customer/user/${member01.user.id}`,
      headers: member01.headers,
    });
    expect(violations(mine.json()[0].customerAnswer[0].answerContents)).toEqual([]);
    const stored = await t.db.sql<{ contents: string }[]>`
      SELECT contents FROM board_posts WHERE category = 'community_notice'
      UNION ALL SELECT contents FROM popups WHERE id = ${popup.json().id}
      UNION ALL SELECT mb_contents FROM popups WHERE id = ${popup.json().id}
      UNION ALL SELECT contents FROM messages
      UNION ALL SELECT answer_contents FROM customer_answers`;
    for (const row of stored) expect(violations(row.contents)).toEqual([]);
  });
});
