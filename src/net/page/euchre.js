// euchre.js — the browser's seat at /t/CODE (docs/ONLINE.md, "A seat in a browser")
//
// SPDX-License-Identifier: GPL-3.0-or-later
//
// One person's seat at an online table over the same WebSocket protocol
// as the game window (docs/ONLINE.md, "Messages"), from the same origin.
// The server tells this seat only what it may see; the page keeps the
// token in localStorage and resumes its seat after a reload or a lost
// network.  Plain JavaScript, no library: the page is small and needs
// nothing a browser does not have.  Three scripts, run in order (plain
// scripts: they share their top-level names): this one (the words, the
// seat's state, the game's events, the deal's check), euchre-table.js
// (the drawing) and euchre-net.js (the connection, the pace, the start).
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
// The table cannot save (its "not-saved"): why the person has no choices.
const UNSAVED_WORDS = () => _('The table cannot save the game now, so it waits: your choices ' +
  'come back as soon as it can. Nothing is lost.');
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
  gameNo: 0,          // games finished at the table (the "table" message's "game")
  points: 10,
  lines: [],          // every event line since the last welcome: the seat's transcript
  commits: new Map(), // "game:hand" → the first digest committed to (kept across resumes)
  lastCommit: new Map(), // hand → the digest the next reveal is checked against
  checked: new Set(), // "game:hand" of every deal that checked out
  mismatch: null,
  secondCommit: null,
  cryptoMissing: false,
  lastTrick: null,    // { cards, winner }: the last trick taken, to look at again
  result: null,       // the last hand's result, in words, until the next deal's first card
  unsaved: false,     // the table cannot save ("not-saved"): no choices until it can
};

function resetDeal () {
  Object.assign(game, {
    dealer: -1, upcard: null, upcardDown: false, hand: [], trump: null, maker: -1,
    alone: false, trick: [null, null, null, null], trickWinner: -1, tricks: [0, 0],
    handNo: 0, seenHand: [], turnSeat: -1, played: [[], [], [], []], pickedUp: null,
  });
}

// A welcome tells the game again from its start: the view is forgotten,
// the commitments and the deals checked are not.
function resetGame () {
  resetDeal();
  Object.assign(game, {
    score: [0, 0], over: -1, turn: [], lines: [], lastTrick: null, result: null, unsaved: false,
  });
}
resetGame();
globalThis.euchreTranscript = game.lines;
globalThis.euchreState = game;  // read by tests/check-browser.py

// ---- the game's events ------------------------------------------------------

function nextSeat (s) {
  return (s + 1) % 4;
}

// Applies one event line; returns how long what it shows must stay on
// screen before the next message (ms), or 0.
function onEvent (line) {
  game.lines.push(line);
  let hold = 0;
  const w = line.split(' ');
  const s = Number(w[1]);
  switch (w[0]) {
    case 'dealt':
      resetDeal();
      reviewing = false;
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
      // A hand's result stays until the next deal's first card.
      game.result = null;
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
      game.lastTrick = { cards: game.trick.slice(), winner: s };
      say(fmt(_('{who} takes the trick.'), { who: nameOf(s) }));
      hold = game.tricks[0] + game.tricks[1] >= 5 ? PACE.lastTrick : PACE.trick;
      break;
    case 'renege':
      game.score[Number(w[3]) % 2] += Number(w[4]);
      say(fmt(_('{who} reneged with the {card}: {side} scores {n}.'),
        { who: nameOf(s), card: cardShort(w[2]), side: sideWords(Number(w[3]) % 2), n: w[4] }));
      break;
    case 'all-passed':
      game.result = fmt(_('Everyone passed: {who} deals next.'), { who: nameOf(s) });
      game.resultHand = game.handNo;
      say(game.result, 'result');
      hold = PACE.hand;
      break;
    case 'hand-scored': {
      const side = Number(w[1]) % 2;
      const points = Number(w[2]);
      game.turnSeat = -1;
      if (w[3] !== 'passed') {
        game.score[side] += points;
        game.result = fmt(_('{side} {result} (+{n}).'),
          { side: sideWords(side), result: RESULT[w[3]] || w[3], n: points });
        game.resultHand = game.handNo;
        say(game.result, 'result');
        hold = PACE.hand;
      }
      break;
    }
    case 'game-over':
      game.over = s % 2;
      game.turnSeat = -1;
      say(overWords(), 'result');
      break;
    default:
      break;
  }
  return hold;
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

// A commitment, kept for the whole game (a resume tells them all again,
// and a reload finds them in localStorage): a second one to the same
// hand of the same game with another digest is said, as the window
// says it (net-game.c, on_commit).
function onCommit (msg) {
  const hand = Number(msg.hand);
  const digest = String(msg.digest);
  const key = `${game.gameNo}:${hand}`;
  const before = game.commits.get(key);
  if (before !== undefined && before !== digest) {
    game.secondCommit = fmt(_('The table committed to hand {n} a second time, to another deal: ' +
      'it may have dealt that hand again.'), { n: hand });
    say(game.secondCommit, 'result');
  } else if (before === undefined) {
    game.commits.set(key, digest);
    keep();
  }
  game.lastCommit.set(hand, digest);
}

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
  const committed = game.lastCommit.get(msg.hand);
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
    // Counted once a deal: a resume tells every reveal again.
    game.checked.add(`${seen.gameNo}:${msg.hand}`);
  } else {
    game.mismatch = fmt(_('Hand {n}: the deal did not match what the server committed to ' +
      'before dealing it. This table may not be dealing fairly.'), { n: msg.hand });
    say(game.mismatch);
  }
  drawInfo();
}

