import type { HoldemGame } from '@kbet/sdk';
import { HOLDEM_GAMES } from '../../domain/holdem/holdemGames';
import { SIMULATOR_FONT_FACE } from '../simulatorFontRoutes';
import { HOLDEM_BUY_IN } from './createHoldemSimulator';
import { HOLDEM_LIMITS } from './holdemTable';

/**
 * The hold'em simulator's table page (its own window, spec §4): buy-in, the hand (the member's cards, the board,
 * the pot, fold / check-call / bet-raise), cash-out, and the hand's commitment and revealed seed. No inline
 * script or style: the site's CSP allows only 'self'.
 * @example holdemTablePage('revolution')
 */
export function holdemTablePage(provider: HoldemGame): string {
  const name = HOLDEM_GAMES.find((entry) => entry.game === provider)?.name ?? provider;
  const amounts = [HOLDEM_BUY_IN.min, 50_000, 100_000];
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${name} · kbet 시뮬레이터</title><link rel="stylesheet" href="/sim/holdem/table.css"></head>
<body data-provider="${provider}">
<h1>${name}</h1>
<p class="rules">헤즈업 리밋 홀덤 · 블라인드 ${HOLDEM_LIMITS.smallBlind}/${HOLDEM_LIMITS.bigBlind} · 베팅 ${HOLDEM_LIMITS.smallBet}/${HOLDEM_LIMITS.bigBet}</p>
<p>카지노머니 <strong id="balance">-</strong>원 · 칩 <strong id="stack">0</strong>원</p>
<div id="lobby"><label>바이인 <select id="buyin-amount">${amounts
    .map((a) => `<option value="${a}">${a.toLocaleString('ko-KR')}</option>`)
    .join('')}</select></label> <button id="buyin" type="button">바이인</button></div>
<div id="table" hidden>
  <p>딜러 <span id="bot-cards" class="cards"></span></p>
  <p>보드 <span id="board" class="cards"></span> · 팟 <strong id="pot">0</strong></p>
  <p>내 카드 <span id="member-cards" class="cards"></span></p>
  <p id="result" role="status"></p>
  <div class="actions">
    <button id="deal" type="button">딜</button>
    <button id="fold" type="button" hidden>폴드</button>
    <button id="call" type="button" hidden>체크</button>
    <button id="raise" type="button" hidden>베팅</button>
    <button id="cashout" type="button">캐시아웃</button>
  </div>
</div>
<p id="message" role="alert"></p>
<p class="fair">공정성 커밋 <code id="commitment"></code> · 핸드 <span id="hand-no">0</span> · 공개 시드 <code id="seed"></code></p>
<script src="/sim/holdem/table.js"></script>
</body></html>`;
}

/** The page's script: one request per button; every answer carries the whole table, which it renders. */
export const HOLDEM_TABLE_SCRIPT = `(() => {
  const params = new URLSearchParams(location.search);
  const base = { token: params.get('token') || '', provider: document.body.dataset.provider };
  const $ = (id) => document.getElementById(id);
  const SUITS = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' };
  const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
  const NAMES = { highCard: '하이카드', onePair: '원페어', twoPair: '투페어', threeOfAKind: '트리플', straight: '스트레이트', flush: '플러시', fullHouse: '풀하우스', fourOfAKind: '포카드', straightFlush: '스트레이트 플러시' };
  const cards = (list) => (list || []).map((c) => RANKS[c.rank] + SUITS[c.suit]).join(' ');
  const won = (n) => Number(n).toLocaleString('ko-KR');
  const render = (s) => {
    if (!s.ok) { $('message').textContent = s.message; if (s.balance !== undefined) $('balance').textContent = won(s.balance); return; }
    $('message').textContent = s.cashedOut !== undefined ? won(s.cashedOut) + '원 캐시아웃' : '';
    if (s.balance !== undefined) $('balance').textContent = won(s.balance);
    $('stack').textContent = won(s.stack);
    $('lobby').hidden = s.seated;
    $('table').hidden = !s.seated;
    $('commitment').textContent = s.commitment;
    $('hand-no').textContent = s.handNo;
    $('seed').textContent = s.revealed || '';
    const h = s.hand;
    $('member-cards').textContent = h ? cards(h.member) : '';
    $('bot-cards').textContent = h && h.bot ? cards(h.bot) : (h ? '🂠 🂠' : '');
    $('board').textContent = h ? cards(h.board) : '';
    $('pot').textContent = h ? won(h.pot) : '0';
    const legal = h ? h.legal : [];
    $('fold').hidden = !legal.includes('fold');
    $('call').hidden = !legal.includes('call');
    $('call').textContent = h && h.toCall > 0 ? '콜 ' + won(h.toCall) : '체크';
    $('raise').hidden = !legal.includes('raise');
    $('raise').textContent = h && h.toCall > 0 ? '레이즈' : '베팅';
    const live = h && !h.result;
    $('deal').hidden = live;
    $('cashout').hidden = live;
    const r = h && h.result;
    $('result').textContent = !r ? '' : (r.winner === null ? '무승부 (팟 분할)' : r.winner === 0 ? '승리' : '패배')
      + (r.ranks ? ' · 나 ' + NAMES[r.ranks[0]] + ' / 딜러 ' + NAMES[r.ranks[1]] : r.reason === 'fold' ? ' (폴드)' : '');
  };
  const send = async (path, extra) => {
    const res = await fetch('/sim/holdem/' + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...base, ...extra }) });
    render(await res.json());
  };
  fetch('/sim/holdem/state?' + new URLSearchParams(base)).then((r) => r.json()).then(render);
  $('buyin').addEventListener('click', () => send('buyin', { amount: Number($('buyin-amount').value) }));
  $('deal').addEventListener('click', () => send('deal'));
  $('cashout').addEventListener('click', () => send('cashout'));
  ['fold', 'call', 'raise'].forEach((action) => $(action).addEventListener('click', () => send('act', { action })));
})();
`;

export const HOLDEM_TABLE_STYLE = `${SIMULATOR_FONT_FACE}
button,input,select{font:inherit}body{font-family:Pretendard,sans-serif;background:#0b3d2a;color:#eee;margin:0;padding:16px;max-width:640px}
.cards{font-size:24px;letter-spacing:4px}.actions{display:flex;flex-wrap:wrap;gap:6px;margin:12px 0}
button{padding:10px 16px;border-radius:8px;border:0;background:#e0a526;color:#111;font-weight:bold}
code{word-break:break-all;font-size:11px}.fair,.rules{color:#9cb;font-size:12px}[hidden]{display:none}`;
