// euchre.js — the browser's seat at /t/CODE (docs/ONLINE.md, "A seat in a browser")
//
// SPDX-License-Identifier: GPL-3.0-or-later
//
// One person's seat at an online table over the same WebSocket protocol
// as the game window (docs/ONLINE.md, "Messages"), from the same origin.
// The server tells this seat only what it may see; the page keeps the
// token in localStorage and resumes its seat after a reload or a lost
// network.  Plain JavaScript, no library: the page is small and needs
// nothing a browser does not have.
'use strict';

// ---- words ---------------------------------------------------------------
//
// The page speaks the game's languages: its strings are in po/ with the
// game's (xgettext reads this file, po/POTFILES.in), and the build writes
// the translations of this file's strings into TRANSLATIONS
// (src/net/page/page-strings.py).  _() looks a string up; fmt() fills
// its {names}.

const TRANSLATIONS = {}; // @TRANSLATIONS@

function pickLanguage () {
  for (const tag of navigator.languages || [navigator.language || 'en']) {
    const lang = String(tag).toLowerCase().split('-')[0];
    if (lang === 'en' || lang in TRANSLATIONS) return lang;
  }
  return 'en';
}

const LANG = pickLanguage();

function _ (text) {
  return (TRANSLATIONS[LANG] && TRANSLATIONS[LANG][text]) || text;
}

function fmt (text, args) {
  return text.replace(/\{(\w+)\}/g, (m, k) => (k in args ? String(args[k]) : m));
}

const SUIT_NAME = { S: _('Spades'), H: _('Hearts'), C: _('Clubs'), D: _('Diamonds') };
const SUIT_SIGN = { S: '♠', H: '♥', C: '♣', D: '♦' };
const RANK_NAME = {
  '7': _('Seven'), '8': _('Eight'), '9': _('Nine'), T: _('Ten'), J: _('Jack'), Q: _('Queen'),
  K: _('King'), A: _('Ace'),
};
const RANK_SHORT = { T: '10' };
// "{side} {result} (+{n})."
const RESULT = {
  made: _('made it'),
  march: _('took every trick'),
  'alone-made': _('made it alone'),
  'alone-march': _('took every trick alone'),
  euchre: _('euchred the makers'),
  'alone-euchre': _('euchred the lone maker'),
  'super-euchre': _('took every trick from the makers'),
};
// The server's refusals, told in the player's words (else the server's own).
const REFUSAL = {
  'no-table': (c) => fmt(_('There is no table with the code {code}. It may have ended, or the ' +
    'link was cut short: ask whoever invited you for the link again.'), { code: c }),
  'table-full': () => _('This table is full: all four seats are taken. Ask the host for a ' +
    'place at the next game, or for another table.'),
  'name-taken': () => _('Someone at this table already has that name: choose another.'),
  started: () => _('This table has started without you, and its seats are all taken.'),
};
const CODE_RE = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
const RETRY_MS = 2000;
const RETRY_FOR_MS = 120000;

function cardName (c) {
  if (c === 'JK') return _('Joker');
  return fmt(_('{rank} of {suit}'), { rank: RANK_NAME[c[0]], suit: SUIT_NAME[c[1]] });
}

function cardShort (c) {
  if (c === 'JK') return _('Joker');
  return (RANK_SHORT[c[0]] || c[0]) + SUIT_SIGN[c[1]];
}

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

// ---- the seat's state -------------------------------------------------------

const asked = decodeURIComponent(location.pathname.slice(3));
const code = asked.toUpperCase();
const storeKey = `euchre-seat-${code}`;

const game = {
  seat: -1,
  token: null,
  names: ['', '', '', ''],
  seats: ['empty', 'empty', 'empty', 'empty'],
  host: -1,
  state: 'waiting',
  points: 10,
  lines: [],          // every event line since the last welcome: the seat's transcript
  commits: new Map(), // hand → digest
  checked: 0,
  mismatch: null,
  cryptoMissing: false,
};

function resetDeal () {
  Object.assign(game, {
    dealer: -1, upcard: null, upcardDown: false, hand: [], trump: null, maker: -1,
    alone: false, trick: [null, null, null, null], trickWinner: -1, tricks: [0, 0],
    handNo: 0, seenHand: [], turnSeat: -1, played: [[], [], [], []], pickedUp: null,
  });
}

function resetGame () {
  resetDeal();
  Object.assign(game, { score: [0, 0], over: -1, turn: [], lines: [], checked: 0, mismatch: null });
  game.commits.clear();
}
resetGame();
globalThis.euchreTranscript = game.lines;

// ---- the page's parts -------------------------------------------------------

const $ = (id) => document.getElementById(id);

function nameOf (s) {
  return game.names[s] || fmt(_('Seat {n}'), { n: s + 1 });
}

// Seats as the page shows them: this seat at the bottom (0), then
// clockwise, the way play goes: left (1), across (2), right (3).
function place (s) {
  return (s - game.seat + 4) % 4;
}

function sideWords (side) {
  return side === game.seat % 2 ? _('Your side') : _('The other side');
}

function say (words) {
  const item = document.createElement('li');
  item.textContent = words;
  const list = $('said');
  list.append(item);
  while (list.children.length > 4) list.firstElementChild.remove();
}

function status (words) {
  $('status').textContent = words;
}

function show (which) {
  for (const id of ['problem', 'join', 'table']) $(id).hidden = id !== which;
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

// ---- drawing ----------------------------------------------------------------

function seatLabel (s) {
  let label = game.names[s] || (game.seats[s] === 'empty' ? _('Empty seat') : nameOf(s));
  if (game.seats[s] === 'computer' && !game.names[s]) label = _('Computer');
  if (s === game.seat) label = fmt(_('{name} (you)'), { name: label });
  if (game.seats[s] === 'away') label = fmt(_('{name} · away'), { name: label });
  else if (game.seats[s] === 'covered') label = fmt(_('{name} · computer'), { name: label });
  return label;
}

function drawSeats () {
  for (let s = 0; s < 4; s++) {
    const box = $(`seat-${place(s)}`);
    box.replaceChildren();
    const name = document.createElement('span');
    name.className = 'name';
    name.textContent = seatLabel(s);
    box.append(name);
    const marks = [];
    if (s === game.dealer) marks.push(_('dealer'));
    if (s === game.maker && game.trump) marks.push(game.alone ? _('called, alone') : _('called'));
    if (game.turnSeat === s && game.state === 'playing') marks.push(_('to play'));
    if (marks.length) {
      const mark = document.createElement('span');
      mark.className = 'mark';
      mark.textContent = marks.join(' · ');
      box.append(mark);
    }
    box.classList.toggle('gone', game.seats[s] === 'away' || game.seats[s] === 'covered');
    box.classList.toggle('turn', game.turnSeat === s);
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
  let fair;
  if (game.mismatch) fair = game.mismatch;
  else if (game.cryptoMissing) fair = _('Deals cannot be checked here: this browser checks them only over https.');
  else if (game.checked) fair = fmt(_('Deals checked: {n}, shuffled fairly'), { n: game.checked });
  else fair = '';
  $('fair').textContent = fair;
  $('fair').classList.toggle('bad', !!game.mismatch);
}

function drawTrick () {
  for (let s = 0; s < 4; s++) {
    const slot = $(`slot-${place(s)}`);
    slot.replaceChildren();
    const c = game.trick[s];
    if (c) {
      slot.append(cardArt(c));
      slot.setAttribute('aria-label', fmt(_('{who}: {card}'), { who: nameOf(s), card: cardName(c) }));
      slot.setAttribute('role', 'img');
    } else if (s === game.dealer && game.upcard && !game.trump && !game.upcardDown) {
      slot.append(cardArt(game.upcard));
      slot.setAttribute('aria-label', fmt(_('Turned up: {card}'), { card: cardName(game.upcard) }));
      slot.setAttribute('role', 'img');
    } else {
      slot.removeAttribute('aria-label');
      slot.removeAttribute('role');
    }
    slot.classList.toggle('won', s === game.trickWinner);
  }
}

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

function drawActions () {
  const box = $('actions');
  const hadFocus = box.contains(document.activeElement);
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
  if (plays.length && plays[0].startsWith('discard-')) prompt.textContent = _('Your turn: choose a card to discard.');
  else if (plays.length) prompt.textContent = _('Your turn: play a card.');
  else if (bids.length) prompt.textContent = _('Your turn:');
  else if (game.state === 'waiting') prompt.textContent = waitingWords();
  else if (game.state === 'over' || game.over >= 0) prompt.textContent = overWords();
  else if (game.turnSeat >= 0) prompt.textContent = fmt(_('Waiting for {who}…'), { who: nameOf(game.turnSeat) });
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

function draw () {
  drawSeats();
  drawInfo();
  drawTrick();
  drawHand();
  drawActions();
  const app = document.createElement('span');
  app.className = 'app';
  app.textContent = `${_('Euchre')} · `;
  $('title').replaceChildren(app, code);
}

// ---- the game's events ------------------------------------------------------

function nextSeat (s) {
  return (s + 1) % 4;
}

function onEvent (line) {
  game.lines.push(line);
  const w = line.split(' ');
  const s = Number(w[1]);
  switch (w[0]) {
    case 'dealt':
      resetDeal();
      game.dealer = s;
      game.upcard = w[2];
      game.dealtUpcard = w[2];
      game.handNo = Number(w[3]);
      game.turnSeat = nextSeat(s);
      say(fmt(_('Hand {n}: {who} deals; the {card} is turned up.'),
        { n: game.handNo, who: nameOf(s), card: cardShort(w[2]) }));
      break;
    case 'hand':
      game.hand = w.slice(1);
      game.seenHand = w.slice(1);
      break;
    case 'bid':
      say(bidWords(s, w[2]));
      game.turnSeat = nextSeat(s);
      break;
    case 'upcard-turned-down':
      game.upcardDown = true;
      say(fmt(_('The {card} is turned down.'), { card: cardShort(w[1]) }));
      break;
    case 'trump-made':
      game.trump = w[2];
      game.maker = s;
      game.alone = w[4] === 'alone';
      break;
    case 'upcard-picked-up':
      if (s === game.seat) game.hand.push(w[2]);
      game.pickedUp = w[2];
      say(fmt(_('{who} picks up the {card}.'), { who: nameOf(s), card: cardShort(w[2]) }));
      game.turnSeat = s;
      break;
    case 'discarded':
      if (s === game.seat) game.hand = game.hand.filter((c) => c !== w[2]);
      game.upcard = null;
      break;
    case 'play-started':
      game.turnSeat = s;
      say(fmt(_('{who} leads.'), { who: nameOf(s) }));
      break;
    case 'card-played':
      if (game.trickWinner >= 0 || game.trick.every((c) => c === null)) {
        game.trick = [null, null, null, null];
        game.trickWinner = -1;
      }
      game.upcard = null;
      game.trick[s] = w[2];
      game.played[s].push(w[2]);
      if (s === game.seat) game.hand = game.hand.filter((c) => c !== w[2]);
      game.turnSeat = nextSeat(s);
      say(fmt(_('{who} plays the {card}.'), { who: nameOf(s), card: cardShort(w[2]) }));
      break;
    case 'trick-won':
      game.trickWinner = s;
      game.tricks[s % 2]++;
      game.turnSeat = s;
      say(fmt(_('{who} takes the trick.'), { who: nameOf(s) }));
      break;
    case 'renege':
      game.score[Number(w[3]) % 2] += Number(w[4]);
      say(fmt(_('{who} reneged with the {card}: {side} scores {n}.'),
        { who: nameOf(s), card: cardShort(w[2]), side: sideWords(Number(w[3]) % 2), n: w[4] }));
      break;
    case 'all-passed':
      say(fmt(_('Everyone passed: {who} deals next.'), { who: nameOf(s) }));
      break;
    case 'hand-scored': {
      const side = Number(w[1]) % 2;
      const points = Number(w[2]);
      game.turnSeat = -1;
      if (w[3] !== 'passed') {
        game.score[side] += points;
        say(fmt(_('{side} {result} (+{n}).'), { side: sideWords(side), result: RESULT[w[3]] || w[3], n: points }));
      }
      break;
    }
    case 'game-over':
      game.over = s % 2;
      game.turnSeat = -1;
      say(overWords());
      break;
    default:
      break;
  }
}

function bidWords (s, a) {
  const args = { who: nameOf(s), card: game.upcard ? cardShort(game.upcard) : '' };
  const dealer = s === game.dealer;
  if (a === 'pass') return fmt(_('{who} passes.'), args);
  if (a === 'order') return fmt(dealer ? _('{who} picks it up.') : _('{who} orders up the {card}.'), args);
  if (a === 'order-alone') {
    return fmt(dealer ? _('{who} picks it up, alone.') : _('{who} orders up the {card}, alone.'), args);
  }
  if (a === 'defend-alone') return fmt(_('{who} defends alone.'), args);
  const m = /^call-([SHCD])(-alone)?$/.exec(a);
  args.suit = m ? SUIT_NAME[m[1]] : '';
  if (m) return fmt(m[2] ? _('{who} calls {suit}, alone.') : _('{who} calls {suit}.'), args);
  return `${args.who}: ${a}.`;
}

// ---- the deal's check -------------------------------------------------------

async function sha256Hex (text) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

// The rules' whole deck (euchre-rules.c, deck_has): 24 is 9 to Ace.
function wholeDeck (deck) {
  const ranks = { 21: '9TJQKA', 24: '9TJQKA', 25: '9TJQKA', 28: '89TJQKA', 32: '789TJQKA' }[deck] || '9TJQKA';
  const cards = [];
  for (const suit of 'SHCD') {
    for (const rank of ranks) {
      if (deck !== '21' || rank !== '9' || suit === 'H') cards.push(rank + suit);
    }
  }
  if (deck === '25') cards.push('JK');
  return cards;
}

// Seat offsets from the dealer of the first twenty cards (euchre-deck.c).
const DEAL_ORDER = {
  '3-2': [1, 1, 1, 2, 2, 3, 3, 3, 0, 0, 1, 1, 2, 2, 2, 3, 3, 0, 0, 0],
  five: [1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 0, 0, 0, 0, 0],
};

function rule (rules, key) {
  const m = new RegExp(`(?:^| )${key}=(\\S+)`).exec(String(rules));
  return m ? m[1] : null;
}

// What is wrong with a reveal, or null (docs/ONLINE.md, "Fair dealing";
// as net_fair_verify() checks it in the window): the digest of the deck
// and salt is the commitment; the deck is the rules' whole deck; the
// dealer is the one who dealt; dealing it gives this seat its cards and
// turns up the card turned up; every card seen played came from the hand
// the deck dealt to its player.
async function revealWrong (msg, seen) {
  const committed = game.commits.get(msg.hand);
  if (committed === undefined) return 'no commitment';
  if (await sha256Hex(`${msg.deck}|${msg.salt}`) !== committed) return 'digest';
  const deck = String(msg.deck).split(' ');
  const whole = wholeDeck(game.deckRule);
  if (deck.length !== whole.length || new Set(deck).size !== deck.length ||
      !deck.every((c) => whole.includes(c))) return 'not a whole deck';
  if (msg.dealer !== seen.dealer) return 'dealer';
  const order = DEAL_ORDER[game.dealRule] || DEAL_ORDER['3-2'];
  const hands = [[], [], [], []];
  for (let i = 0; i < 20; i++) hands[(seen.dealer + order[i]) % 4].push(deck[i]);
  const mine = hands[game.seat];
  if (seen.hand.length && (mine.length !== seen.hand.length || !seen.hand.every((c) => mine.includes(c)))) {
    return 'hand';
  }
  if (seen.upcard && deck[20] !== seen.upcard) return 'upcard';
  if (seen.pickedUp) hands[seen.dealer].push(seen.pickedUp);
  for (let s = 0; s < 4; s++) {
    if (!seen.played[s].every((c) => hands[s].includes(c))) return 'played';
  }
  return null;
}

async function checkReveal (msg, seen) {
  if (!globalThis.crypto || !crypto.subtle) {
    game.cryptoMissing = true;
    drawInfo();
    return;
  }
  const wrong = await revealWrong(msg, seen);
  if (!wrong) {
    game.checked++;
  } else {
    game.mismatch = fmt(_('Hand {n}: the deal did not match what the server committed to ' +
      'before dealing it. This table may not be dealing fairly.'), { n: msg.hand });
    say(game.mismatch);
  }
  drawInfo();
}

// ---- the connection ---------------------------------------------------------

let socket = null;
let seated = false;
let lostSince = 0;
let retryTimer = 0;
let pending = null;          // what to send once open: join or resume

function socketUrl () {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/t/${code}`;
}

function send (msg) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(msg));
}

function connect (first) {
  pending = first;
  socket = new WebSocket(socketUrl());
  const mine = socket;
  socket.onopen = () => {
    if (pending) send(pending);
  };
  socket.onmessage = (e) => {
    if (mine === socket) onMessage(e.data);
  };
  socket.onclose = () => {
    if (mine === socket) lost();
  };
}

function lost () {
  socket = null;
  if (!seated) {
    if (!$('problem').hidden) return;
    problem(_('The table cannot be reached'),
      _('The server did not answer, or closed the connection. It may be down, or your network ' +
      'may be: try again in a moment.'), _('Try again'), start);
    return;
  }
  if (!lostSince) lostSince = Date.now();
  if (Date.now() - lostSince > RETRY_FOR_MS) {
    seated = false;
    problem(_('The connection is lost'),
      _('The table has not answered for two minutes. The computer plays your seat meanwhile, ' +
      'and it stays yours.'), _('Try again'), start);
    return;
  }
  status(_('The connection was lost: trying again…'));
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => connect({ type: 'resume', code, token: game.token }), RETRY_MS);
}

function onMessage (text) {
  let msg;
  try {
    msg = JSON.parse(text);
  } catch {
    return;
  }
  if (!msg || typeof msg !== 'object') return;
  switch (msg.type) {
    case 'welcome':
      seated = true;
      lostSince = 0;
      game.seat = msg.seat;
      game.token = msg.token;
      game.points = Number(rule(msg.rules, 'points') || 10);
      game.deckRule = rule(msg.rules, 'deck') || '24';
      game.dealRule = rule(msg.rules, 'deal') || '3-2';
      try {
        localStorage.setItem(storeKey, JSON.stringify({ token: msg.token }));
      } catch {
        // A browser that keeps nothing: the seat lasts as long as the page.
      }
      resetGame();
      globalThis.euchreTranscript = game.lines;
      game.seenHand = [];
      show('table');
      status('');
      break;
    case 'table':
      game.names = msg.names;
      game.seats = msg.seats;
      game.host = msg.host;
      if (msg.state === 'playing' && game.state !== 'playing') game.over = -1;
      game.state = msg.state;
      break;
    case 'commit':
      game.commits.set(msg.hand, msg.digest);
      break;
    case 'event':
      onEvent(String(msg.line));
      game.turn = [];
      break;
    case 'turn':
      game.turn = Array.isArray(msg.actions) ? msg.actions.map(String) : [];
      game.turnSeat = game.seat;
      status(_('Your turn.'));
      break;
    case 'reveal':
      checkReveal(msg, {
        hand: game.seenHand.slice(),
        dealer: game.dealer,
        upcard: game.dealtUpcard,
        played: game.played.map((p) => p.slice()),
        pickedUp: game.pickedUp,
      });
      break;
    case 'error':
      onError(msg);
      break;
    default:
      break;
  }
  if (seated) drawSoon();
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

function onError (msg) {
  if (!seated) {
    const resuming = pending && pending.type === 'resume';
    const words = REFUSAL[msg.code] ? REFUSAL[msg.code](code) : String(msg.message);
    if (msg.code === 'closed') return;
    if (resuming && msg.code === 'bad-token') {
      forget();
      askName(_('Your seat at this table was not kept: take a seat again.'));
    } else if (!resuming && (msg.code === 'name-taken' || msg.code === 'bad-message')) {
      askName(words);
    } else {
      forget();
      problem(msg.code === 'no-table' ? _('No such table') : _('No seat for you here'), words,
        _('Try again'), start);
    }
    return;
  }
  if (msg.code === 'slow-down' || msg.code === 'closed') return;
  if ((msg.code === 'illegal' || msg.code === 'not-your-turn') && lastTurn.length) {
    game.turn = lastTurn;
  }
  status(String(msg.message));
  say(String(msg.message));
}

function forget () {
  try {
    localStorage.removeItem(storeKey);
  } catch {
    // nothing kept
  }
  game.token = null;
}

function kept () {
  try {
    const v = JSON.parse(localStorage.getItem(storeKey) || 'null');
    if (v && typeof v.token === 'string' && /^[0-9a-f]{64}$/.test(v.token)) return v;
  } catch {
    // nothing kept, or not ours
  }
  return null;
}

function askName (words) {
  if (socket) {
    const old = socket;
    socket = null;
    old.close();
  }
  $('join-text').textContent = words || _('Choose the name the others will see.');
  show('join');
  status('');
  $('name').focus();
}

function start () {
  clearTimeout(retryTimer);
  if (!CODE_RE.test(code)) {
    problem(_('This link has no table code'),
      fmt(_('“{code}” is not a table\'s code: a code looks like 5AW4-M41P-KCXF. Ask whoever ' +
      'invited you for the link again.'), { code: asked }));
    return;
  }
  const seat = kept();
  if (seat) {
    status(_('Coming back to your seat…'));
    connect({ type: 'resume', code, token: seat.token });
  } else {
    askName();
  }
}

// ---- what the player does ---------------------------------------------------

let lastTurn = [];

function act (action) {
  lastTurn = game.turn;
  game.turn = [];
  status('');
  send({ type: 'act', action });
  drawSoon();
}

function onJoin (e) {
  e.preventDefault();
  const name = $('name').value.trim();
  if (!name || [...name].length > 32) {
    $('join-text').textContent = _('Give a name of 1 to 32 letters, as the others will see it.');
    $('name').focus();
    return;
  }
  status(_('Taking a seat…'));
  connect({ type: 'join', code, name });
}

function onClick (e) {
  const button = e.target.closest('button');
  if (!button) return;
  if (button.dataset.action && game.turn.includes(button.dataset.action)) act(button.dataset.action);
  else if (button.dataset.command) send({ type: button.dataset.command });
}

// Left and right arrows move along the hand and along the choices.
function onKey (e) {
  if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
  const row = e.target.closest('#hand, #actions');
  if (!row) return;
  const buttons = [...row.querySelectorAll('button')];
  const i = buttons.indexOf(e.target);
  if (i < 0) return;
  const next = buttons[(i + (e.key === 'ArrowRight' ? 1 : buttons.length - 1)) % buttons.length];
  next.focus();
  e.preventDefault();
}

// The page's own words (euchre.html holds them in English).
function translatePage () {
  document.documentElement.lang = LANG;
  const words = {
    'join-title': _('Take a seat'),
    'name-label': _('Your name'),
    'join-button': _('Take a seat'),
  };
  for (const [id, text] of Object.entries(words)) $(id).textContent = text;
  const labels = {
    table: _('The table'),
    trick: _('The trick'),
    actions: _('Your choices'),
    hand: _('Your hand'),
    'said-box': _('What happened'),
  };
  for (const [id, text] of Object.entries(labels)) $(id).setAttribute('aria-label', text);
  document.title = _('Euchre');
}

document.addEventListener('DOMContentLoaded', () => {
  translatePage();
  loadSheet();
  $('join').addEventListener('submit', onJoin);
  $('table').addEventListener('click', onClick);
  $('table').addEventListener('keydown', onKey);
  start();
});
