import { casinoTableMarkets, findSlotMachine, isCasinoTable } from '@kbet/sdk';
import { SIMULATOR_FONT_FACE } from '../simulatorFontRoutes';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The simulator's game page (its own window, spec §4): the slot reels or the table's bet spots, the casino
 * money, and the launch's commitment; the script (casinoGameScript) plays rounds through POST /sim/casino/round.
 * No inline script or style: the site's CSP allows only 'self'. Undefined for an unknown game.
 * @example casinoGamePage('slot-fruits')
 */
export function casinoGamePage(game: string): string | undefined {
  const machine = findSlotMachine(game);
  const table = isCasinoTable(game) ? casinoTableMarkets(game) : undefined;
  if (!machine && !table) return undefined;
  const title = machine?.name ?? (game === 'baccarat' ? '바카라' : '룰렛');
  const board = machine
    ? `<div id="reels" class="reels">${Array.from({ length: 15 }, () => '<span class="cell">?</span>').join('')}</div>
       <label>베팅금액 <select id="bet">${[1, 2, 5, 10]
         .map(
           (k) =>
             `<option value="${k * 100 * machine.paylines.length}">${k * 100 * machine.paylines.length}</option>`,
         )
         .join('')}</select></label>
       <button id="spin" type="button">스핀</button>`
    : `<div id="spots" class="spots">${(table ?? [])
        .map(
          (m) =>
            `<button type="button" class="spot" data-market="${escapeHtml(m.id)}">${escapeHtml(m.label)} ×${m.odds}</button>`,
        )
        .join('')}</div>
       <label>베팅금액 <input id="bet" type="number" min="1000" step="1000" value="1000"></label>
       <div id="outcome" class="outcome"></div>`;
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · kbet 시뮬레이터</title><link rel="stylesheet" href="/sim/casino/game.css"></head>
<body data-game="${escapeHtml(game)}">
<h1>${escapeHtml(title)}</h1>
<p>카지노머니 <strong id="balance">-</strong>원 · 당첨 <strong id="win">0</strong>원</p>
${board}
<p id="message" role="status"></p>
<p class="fair">공정성 커밋 <code id="commitment"></code> · 회차 <span id="round">0</span> · 공개 시드 <code id="seed"></code></p>
<script src="/sim/casino/game.js"></script>
</body></html>`;
}

/** The page's script: reads the token from the URL, plays a round per click and shows the wallet's balance. */
export const CASINO_GAME_SCRIPT = `(() => {
  const params = new URLSearchParams(location.search);
  const token = params.get('token') || '';
  const game = document.body.dataset.game;
  const $ = (id) => document.getElementById(id);
  const show = (state) => {
    if (state.balance !== undefined) $('balance').textContent = Number(state.balance).toLocaleString('ko-KR');
    if (state.commitment) $('commitment').textContent = state.commitment;
  };
  fetch('/sim/casino/state?token=' + encodeURIComponent(token)).then((r) => r.json()).then(show);
  const play = async (market) => {
    $('message').textContent = '';
    const body = { token, game, bet: Number($('bet').value) };
    if (market) body.market = market;
    const res = await fetch('/sim/casino/round', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const round = await res.json();
    if (!round.ok) { $('message').textContent = round.status === 'RS_ERROR_NOT_ENOUGH_MONEY' ? '카지노머니가 부족합니다.' : '베팅할 수 없습니다. (' + round.status + ')'; show(round); return; }
    if (round.outcome && round.outcome.window) {
      const cells = document.querySelectorAll('#reels .cell');
      round.outcome.window.forEach((row, r) => row.forEach((symbol, c) => { cells[r * 5 + c].textContent = (round.faces || {})[symbol] || symbol; }));
    } else { $('outcome').textContent = JSON.stringify(round.outcome); }
    $('win').textContent = Number(round.win).toLocaleString('ko-KR');
    $('round').textContent = round.roundNo;
    $('seed').textContent = round.seed;
    $('commitment').textContent = round.previous;
    show({ balance: round.balance });
  };
  const spin = $('spin');
  if (spin) spin.addEventListener('click', () => play());
  document.querySelectorAll('.spot').forEach((b) => b.addEventListener('click', () => play(b.dataset.market)));
})();
`;

export const CASINO_GAME_STYLE = `${SIMULATOR_FONT_FACE}
button,input,select{font:inherit}body{font-family:Pretendard,sans-serif;background:#10131a;color:#eee;margin:0;padding:16px;max-width:640px}
.reels{display:grid;grid-template-columns:repeat(5,1fr);gap:6px;margin:12px 0}.cell{background:#222a38;border-radius:8px;font-size:32px;text-align:center;padding:12px 0}
.spots{display:flex;flex-wrap:wrap;gap:6px;margin:12px 0}button{padding:10px 16px;border-radius:8px;border:0;background:#e0a526;color:#111;font-weight:bold}
code{word-break:break-all;font-size:11px}.fair{color:#999;font-size:12px}`;
