// euchre-table.js — the browser's seat drawn (docs/ONLINE.md, "A seat in a browser")
//
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Loaded after euchre.js (whose words, cards and state it draws): the
// seats with who is who, the trick, the last trick looked at again, the
// hand, the choices, the result of a hand, the history and the tab's
// title.  Nothing here changes the game; draw() shows it as it stands,
// and keeps the log of what was on screen when (euchreShown, below).
'use strict';

// ---- the card sheet (data/cards-svg: 13 columns × 5 rows, 250 × 350 a card) -----

const SVG_NS = 'http://www.w3.org/2000/svg';
const SHEET_ROW = { C: 0, D: 1, H: 2, S: 3 };
const SHEET_COL = {
  A: 0, '7': 6, '8': 7, '9': 8, T: 9, J: 10, Q: 11, K: 12,
};
const SHEET_ID = { C: 'club', D: 'diamond', H: 'heart', S: 'spade' };
const SHEET_RANK = {
  A: '1', '7': '7', '8': '8', '9': '9', T: '10', J: 'jack', Q: 'queen', K: 'king',
};

// The sheet, fetched once and kept in the page, hidden: every card drawn
// is a <use> of one of its groups.  (A <use> of the file itself made
// Chromium fetch it again for new cards: 100 KiB each time.)
function loadSheet () {
  return fetch('/t/cards.svg').then((r) => (r.ok ? r.text() : Promise.reject(r.status)))
    .then((text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      if (doc.documentElement.localName !== 'svg') return;
      const sheet = document.importNode(doc.documentElement, true);
      for (const title of sheet.querySelectorAll('title')) title.remove();
      sheet.setAttribute('class', 'sheet');
      sheet.setAttribute('aria-hidden', 'true');
      sheet.setAttribute('focusable', 'false');
      document.body.append(sheet);
    })
    .catch(() => {
      // Without the sheet the cards are blank; every card still has its name.
    });
}

// A card drawn from the sheet; null: its back.
function cardArt (c) {
  let id, col, row;
  if (c === null) {
    [id, col, row] = ['back', 2, 4];
  } else if (c === 'JK') {
    [id, col, row] = ['joker_black', 0, 4];
  } else {
    id = `${SHEET_ID[c[1]]}_${SHEET_RANK[c[0]]}`;
    [col, row] = [SHEET_COL[c[0]], SHEET_ROW[c[1]]];
  }
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', `${20 + 270 * col} ${20 + 370 * row} 250 350`);
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const use = document.createElementNS(SVG_NS, 'use');
  use.setAttribute('href', `#${id}`);
  svg.append(use);
  return svg;
}

// ---- the page's parts -------------------------------------------------------

const $ = (id) => document.getElementById(id);

// How many lines the history keeps besides the hands' results, which it
// keeps all (it scrolls; a phone shows three).
const SAID_KEPT = 80;

// Whether the history shows its newest line: true until the person
// scrolls back in it, and again once they scroll to its end.
let saidFollows = true;

function saidAtEnd (box) {
  return box.scrollTop + box.clientHeight >= box.scrollHeight - 4;
}

function saidToEnd () {
  const box = $('said-box');
  box.scrollTop = box.scrollHeight;
}

function say (words, kind) {
  const list = $('said');
  const box = $('said-box');
  const item = document.createElement('li');
  item.textContent = words;
  if (kind) item.className = kind;
  list.append(item);
  let plain = list.children.length - list.querySelectorAll('li.result').length;
  for (let li = list.firstElementChild; li && plain > SAID_KEPT;) {
    const next = li.nextElementSibling;
    if (!li.classList.contains('result')) {
      li.remove();
      plain--;
    }
    li = next;
  }
  // Followed as it grows, unless the person is reading back in it.
  if (saidFollows || !box.matches(':hover, :focus-within')) saidToEnd();
}

// A box drawn at another size (a phone turned, the page shown again)
// keeps its scroll offset, and would show older lines: back to the end.
// A scroll while the size changes is the browser's, not the person's
// (it comes before the resize is observed): it changes nothing.
function followSaid () {
  const box = $('said-box');
  const size = () => `${box.clientWidth}x${box.clientHeight}`;
  let seen = '';
  box.addEventListener('scroll', () => {
    if (size() === seen) saidFollows = saidAtEnd(box);
  }, { passive: true });
  if (typeof ResizeObserver === 'function') {
    new ResizeObserver(() => {
      seen = size();
      if (saidFollows) saidToEnd();
    }).observe(box);
  }
}

function status (words) {
  $('status').textContent = words;
}

function show (which) {
  for (const id of ['problem', 'join', 'table']) $(id).hidden = id !== which;
  $('said-box').hidden = which !== 'table';
}

function problem (title, text, action, onAction) {
  $('problem-title').textContent = title;
  $('problem-text').textContent = text;
  const button = $('problem-action');
  button.hidden = !action;
  button.textContent = action || '';
  button.onclick = onAction || null;
  show('problem');
  status('');
  if (action) button.focus();
}

// ---- who is who -------------------------------------------------------------

// Where a seat is, seen from this one; the words as the window's
// (euchre_name_seat): a seat nobody named is called by its place.
const PLACE_NAME = () => ['', _('West'), _('Partner'), _('East')];
const PLACE_WORDS = () => [_('your seat'), _('on your left'), _('across from you'), _('on your right')];

function nameOf (s) {
  if (game.names[s]) return game.names[s];
  if (game.seat >= 0 && s !== game.seat) return PLACE_NAME()[place(s)];
  return fmt(_('Seat {n}'), { n: s + 1 });
}

// Seats as the page shows them: this seat at the bottom (0), then
// clockwise, the way play goes: left (1), across (2), right (3).
function place (s) {
  return (s - game.seat + 4) % 4;
}

function sideWords (side) {
  return side === game.seat % 2 ? _('Your side') : _('The other side');
}

function seatLabel (s) {
  let label = game.seats[s] === 'empty' && game.state === 'waiting' ? _('Empty seat') : nameOf(s);
  if (s === game.seat) label = fmt(_('{name} (you)'), { name: label });
  return label;
}

// The marks under a seat's name: what it is, whose side, its part in the deal.
function seatMarks (s) {
  const marks = [];
  const kind = game.seats[s];
  if (kind === 'computer' || (kind === 'empty' && game.state !== 'waiting')) marks.push(_('computer'));
  else if (kind === 'away') marks.push(_('away'));
  else if (kind === 'covered') marks.push(_('the computer plays'));
  if (place(s) === 2 && nameOf(s) !== _('Partner')) marks.push(_('partner'));
  if (s === game.dealer) marks.push(_('dealer'));
  if (s === game.maker && game.trump) marks.push(game.alone ? _('called, alone') : _('called'));
  if (game.turnSeat === s && game.state === 'playing') marks.push(_('to play'));
  return marks;
}

function drawSeats () {
  for (let s = 0; s < 4; s++) {
    const box = $(`seat-${place(s)}`);
    box.replaceChildren();
    const name = document.createElement('span');
    name.className = 'name';
    name.textContent = seatLabel(s);
    box.append(name);
    const marks = seatMarks(s);
    if (marks.length) {
      const mark = document.createElement('span');
      mark.className = 'mark';
      mark.textContent = marks.join(' · ');
      box.append(mark);
    }
    const ours = s % 2 === game.seat % 2;
    box.classList.toggle('ours', ours);
    box.classList.toggle('gone', game.seats[s] === 'away' || game.seats[s] === 'covered');
    box.classList.toggle('turn', game.turnSeat === s);
    // A screen reader hears one seat as one thing: who, where, whose side.
    box.setAttribute('role', 'group');
    box.setAttribute('aria-label', fmt(_('{name}, {where}, {side}'), {
      name: seatLabel(s),
      where: PLACE_WORDS()[place(s)],
      side: ours ? _('your side') : _('the other side'),
    }));
  }
}

function drawInfo () {
  const us = game.seat % 2;
  $('score').textContent = fmt(_('Score: you {us}, they {them} (to {points}) · ' +
    'Tricks: you {ustricks}, they {themtricks}'), {
    us: game.score[us],
    them: game.score[1 - us],
    points: game.points,
    ustricks: game.tricks[us],
    themtricks: game.tricks[1 - us],
  });
  let trump;
  const suit = game.trump ? `${SUIT_SIGN[game.trump]} ${SUIT_NAME[game.trump]}` : '';
  if (game.trump && game.alone) {
    trump = fmt(_('Trump: {suit}, called by {who}, alone'), { suit, who: nameOf(game.maker) });
  } else if (game.trump) {
    trump = fmt(_('Trump: {suit}, called by {who}'), { suit, who: nameOf(game.maker) });
  } else if (game.upcard && game.upcardDown) {
    trump = fmt(_('Turned down: {card}'), { card: cardShort(game.upcard) });
  } else if (game.upcard) {
    trump = fmt(_('Turned up: {card}'), { card: cardShort(game.upcard) });
  } else {
    trump = _('Trump: not yet made');
  }
  if (game.dealer >= 0) trump += ' · ' + fmt(_('Dealer: {who}'), { who: nameOf(game.dealer) });
  $('trump').textContent = trump;
  const bad = game.secondCommit || game.mismatch;
  let fair;
  if (bad) fair = bad;
  else if (game.cryptoMissing) fair = _('Deals cannot be checked here: this browser checks them only over https.');
  else if (game.checked.size) fair = fmt(_('Deals checked: {n}, shuffled fairly'), { n: game.checked.size });
  else fair = '';
  $('fair').textContent = fair;
  $('fair').classList.toggle('bad', !!bad);
  $('result').hidden = !game.result;
  $('result').textContent = game.result || '';
}

// ---- the trick, and the last one again --------------------------------------

let reviewing = false;         // the last trick shown in place of the table's

function drawTrick () {
  const last = reviewing && game.lastTrick;
  const cards = last ? game.lastTrick.cards : game.trick;
  const winner = last ? game.lastTrick.winner : game.trickWinner;
  for (let s = 0; s < 4; s++) {
    const slot = $(`slot-${place(s)}`);
    slot.replaceChildren();
    const c = cards[s];
    if (c) {
      slot.append(cardArt(c));
      slot.setAttribute('aria-label', fmt(_('{who}: {card}'), { who: nameOf(s), card: cardName(c) }));
      slot.setAttribute('role', 'img');
    } else if (!last && s === game.dealer && game.upcard && !game.trump && !game.upcardDown) {
      slot.append(cardArt(game.upcard));
      slot.setAttribute('aria-label', fmt(_('Turned up: {card}'), { card: cardName(game.upcard) }));
      slot.setAttribute('role', 'img');
    } else {
      slot.removeAttribute('aria-label');
      slot.removeAttribute('role');
    }
    slot.classList.toggle('won', s === winner);
  }
  const trick = $('trick');
  trick.classList.toggle('review', !!last);
  trick.setAttribute('aria-label', last
    ? fmt(_('The last trick, taken by {who}'), { who: nameOf(game.lastTrick.winner) })
    : _('The trick'));
  const button = $('last-trick');
  button.hidden = !game.lastTrick;
  button.textContent = last ? _('Back to the table') : _('Last trick');
  button.setAttribute('aria-pressed', last ? 'true' : 'false');
}

// A tap on Last Trick, or on the trick itself: the last trick, or back.
function toggleLastTrick () {
  if (!game.lastTrick) return;
  reviewing = !reviewing;
  drawSoon();
}

// ---- the hand and the choices -------------------------------------------------

function verb (action) {
  if (action.startsWith('play-')) return _('Play the {card}');
  if (action.startsWith('discard-')) return _('Discard the {card}');
  return null;
}

function bidLabel (a) {
  const card = game.upcard ? cardName(game.upcard) : '';
  const dealer = game.seat === game.dealer;
  if (a === 'pass') return _('Pass');
  if (a === 'order') return fmt(dealer ? _('Pick up the {card}') : _('Order up the {card}'), { card });
  if (a === 'order-alone') {
    return fmt(dealer ? _('Pick up the {card}, alone') : _('Order up the {card}, alone'), { card });
  }
  if (a === 'defend-alone') return _('Defend alone');
  const m = /^call-([SHCD])(-alone)?$/.exec(a);
  if (m) return fmt(m[2] ? _('Call {suit}, alone') : _('Call {suit}'), { suit: SUIT_NAME[m[1]] });
  return a;
}

function drawHand () {
  const hand = $('hand');
  const focused = document.activeElement && hand.contains(document.activeElement)
    ? document.activeElement.dataset.card : null;
  hand.replaceChildren();
  const turn = new Set(game.turn);
  for (const c of game.hand) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'card';
    button.dataset.card = c;
    let action = null;
    for (const a of turn) if (a.endsWith(`-${c}`) && verb(a)) action = a;
    if (action) {
      button.dataset.action = action;
      button.setAttribute('aria-label', fmt(verb(action), { card: cardName(c) }));
      button.classList.add('legal');
    } else {
      button.setAttribute('aria-label', cardName(c));
      button.setAttribute('aria-disabled', 'true');
    }
    button.append(cardArt(c));
    hand.append(button);
  }
  if (focused) {
    const again = hand.querySelector(`[data-card="${focused}"]`);
    if (again) again.focus();
  }
}

function promptWords (plays, bids) {
  if (plays.length && plays[0].startsWith('discard-')) return _('Your turn: choose a card to discard.');
  if (plays.length) return _('Your turn: play a card.');
  if (bids.length) return _('Your turn:');
  if (held) return _('Your choice is kept: it is sent when the table answers again.');
  if (game.unsaved) return UNSAVED_WORDS();
  if (game.state === 'waiting') return waitingWords();
  if (game.state === 'over' || game.over >= 0) return overWords();
  if (game.turnSeat === game.seat && !connected()) return _('The connection is lost: trying again…');
  if (game.turnSeat >= 0 && game.turnSeat !== game.seat) {
    return fmt(_('Waiting for {who}…'), { who: nameOf(game.turnSeat) });
  }
  return '';
}

function drawActions () {
  const box = $('actions');
  const hadFocus = box.contains(document.activeElement) && document.activeElement.dataset.action;
  box.replaceChildren();
  const bids = game.turn.filter((a) => !verb(a));
  for (const a of bids) {
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.action = a;
    button.textContent = bidLabel(a);
    if (a.startsWith('call-')) button.classList.add(`suit-${a[5]}`);
    box.append(button);
  }
  const plays = game.turn.filter((a) => verb(a));
  const prompt = document.createElement('p');
  prompt.className = 'prompt';
  prompt.textContent = promptWords(plays, bids);
  box.prepend(prompt);
  if (game.seat === game.host && game.state === 'waiting') {
    box.append(commandButton(_('Start the game'), 'start',
      _('Start now: the computer plays any empty seat.')));
  }
  if (game.state === 'over') box.append(commandButton(_('Play again'), 'rematch'));
  if (hadFocus || (game.turn.length && bids.length && !$('hand').contains(document.activeElement))) {
    const first = box.querySelector('button');
    if (first) first.focus();
  } else if (plays.length && !$('hand').contains(document.activeElement)) {
    const first = $('hand').querySelector('button.legal');
    if (first) first.focus();
  }
}

function commandButton (label, type, description) {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = label;
  button.dataset.command = type;
  if (description) button.title = description;
  return button;
}

function waitingWords () {
  const empty = game.seats.filter((s) => s === 'empty').length;
  if (game.seat === game.host) {
    return empty ? fmt(_('Empty seats: {n}. Start when you are ready.'), { n: empty })
      : _('Everyone is here.');
  }
  return fmt(_('Waiting for {who} to start the game.'), { who: game.names[game.host] || _('the host') });
}

function overWords () {
  if (game.over < 0) return _('The game is over.');
  return game.over === game.seat % 2 ? _('Your side won the game!') : _('The other side won the game.');
}

// ---- what was on screen when ----------------------------------------------------
//
// euchreShown: each finished trick and each hand's result, with when it
// came on screen and went (performance.now(), ms), drawn or not: what the
// person could see, for tests/check-browser.py.  "replay": shown while
// the page caught up after a resume (no pause: the game told again).

const shownLog = [];
globalThis.euchreShown = shownLog;
const onScreen = { trick: null, result: null };

function noteShown () {
  const now = performance.now();
  const done = game.tricks[0] + game.tricks[1];
  const trick = game.trickWinner >= 0 ? `${game.gameNo}:${game.handNo}:${done}` : null;
  const result = game.result ? `${game.gameNo}:${game.resultHand}` : null;
  for (const [what, key] of [['trick', trick], ['result', result]]) {
    if (key === (onScreen[what] && onScreen[what].key)) continue;
    if (onScreen[what]) {
      onScreen[what].hidden = now;
      onScreen[what].hiddenAt = { hand: game.handNo, played: game.played.flat().length };
    }
    onScreen[what] = null;
    if (key) {
      const hand = what === 'result' ? game.resultHand : game.handNo;
      onScreen[what] = { what, key, hand, shown: now, hidden: null, replay: catchingUp };
      shownLog.push(onScreen[what]);
    }
  }
}

function draw () {
  if (!game.lastTrick) reviewing = false;
  drawSeats();
  drawInfo();
  drawTrick();
  drawHand();
  drawActions();
  noteShown();
  drawn();
  const app = document.createElement('span');
  app.className = 'app';
  app.textContent = `${_('Euchre')} · `;
  $('title').replaceChildren(app, code);
  document.title = game.turn.length ? fmt(_('Your turn · {title}'), { title: _('Euchre') }) : _('Euchre');
}

// Once a frame at most: a resume tells the whole game again at once.
let drawing = 0;
function drawSoon () {
  if (!drawing) {
    drawing = requestAnimationFrame(() => {
      drawing = 0;
      draw();
    });
  }
}
