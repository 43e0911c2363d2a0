// euchre-net.js — the browser's seat's connection (docs/ONLINE.md, "A seat in a browser")
//
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Loaded last, after euchre.js (the words, the state, the events and the
// deal's check) and euchre-table.js (the drawing): the messages taken in
// and shown at a pace people can follow, the WebSocket and its resume,
// what the person does, and the page's start.
'use strict';

// ---- the pace ---------------------------------------------------------------
//
// Whatever speed the other seats act at (the server's computer players
// act at once), every message waits its turn in the inbox and is shown in
// order: a trick taken stays on the table PACE.trick ms (its hand's last
// trick PACE.lastTrick), a hand's result PACE.hand ms before anything
// else is shown, and the result stays until the next deal's first card.
// The person's own choice is sent at once; it is only ever offered once
// everything before it has been shown.  After a resume the game told
// again is caught up with at once (catchingUp), no pause.

const PACE = { trick: 1000, lastTrick: 1600, hand: 2500 };
const CATCH_UP_QUIET_MS = 150;
const inbox = [];
let holdUntil = 0;
let holdTimer = 0;
let catchingUp = false;
let catchUpTimer = 0;

function receive (msg) {
  if (catchingUp) {
    clearTimeout(catchUpTimer);
    catchUpTimer = setTimeout(() => {
      catchingUp = false;
    }, CATCH_UP_QUIET_MS);
  }
  inbox.push(msg);
  pump();
}

// tests/check-browser.py's hook: while held, nothing more is shown (a
// screenshot of a trick taken).  It only lengthens what is on screen.
let testHold = false;
globalThis.euchreHold = (on) => {
  testHold = !!on;
  if (!testHold) pump();
};

// A hold starts when the frame that shows what it holds is drawn, not
// when its message is applied: on a busy machine a frame can come late,
// and a trick must never go before it was seen.  A hidden tab draws no
// frames: there a hold starts at once, as it does while catching up.
let heldUntilDrawn = 0;

function pump () {
  clearTimeout(holdTimer);
  holdTimer = 0;
  while (inbox.length && !testHold && !heldUntilDrawn) {
    const wait = holdUntil - performance.now();
    if (wait > 0 && !catchingUp) {
      holdTimer = setTimeout(pump, wait);
      break;
    }
    const hold = apply(inbox.shift());
    holdUntil = 0;
    if (hold && seated && !catchingUp && !document.hidden) heldUntilDrawn = hold;
    else if (hold) holdUntil = performance.now() + hold;
  }
  if (seated) drawSoon();
}

// Called by draw() (euchre-table.js) once a frame is drawn: a hold that
// waited for it starts now.
function drawn () {
  if (!heldUntilDrawn) return;
  holdUntil = performance.now() + heldUntilDrawn;
  heldUntilDrawn = 0;
  pump();
}

document.addEventListener('visibilitychange', () => {
  if (document.hidden) drawn();
});

// ---- the connection ---------------------------------------------------------

let socket = null;
let seated = false;
let lostSince = 0;
let retryTimer = 0;
let pending = null;          // what to send once open: join or resume
let held = null;             // an action chosen while the connection was lost

function socketUrl () {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/t/${code}`;
}

function connected () {
  return !!socket && socket.readyState === WebSocket.OPEN;
}

function send (msg) {
  if (connected()) socket.send(JSON.stringify(msg));
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
    held = null;
    problem(_('The connection is lost'),
      _('The table has not answered for two minutes. The computer plays your seat meanwhile, ' +
      'and it stays yours.'), _('Try again'), start);
    return;
  }
  status(_('The connection was lost: trying again…'));
  drawSoon();
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
  if (msg.type === 'welcome') {
    // The game is told again from here: what waited is told again too.
    inbox.length = 0;
    holdUntil = 0;
    heldUntilDrawn = 0;
    catchingUp = pending && pending.type === 'resume';
    receive(msg);
  } else if (msg.type === 'error' && msg.code === 'elsewhere') {
    displaced(msg);
  } else {
    receive(msg);
  }
}

// Applies one message; returns how long what it shows must stay (ms).
function apply (msg) {
  let hold = 0;
  switch (msg.type) {
    case 'welcome':
      seated = true;
      lostSince = 0;
      game.seat = msg.seat;
      game.token = msg.token;
      game.points = Number(rule(msg.rules, 'points') || 10);
      game.deckRule = rule(msg.rules, 'deck') || '24';
      game.dealRule = rule(msg.rules, 'deal') || '3-2';
      keep();
      resetGame();
      globalThis.euchreTranscript = game.lines;
      show('table');
      status('');
      break;
    case 'table':
      game.names = msg.names;
      game.seats = msg.seats;
      game.host = msg.host;
      if (msg.state === 'playing' && game.state !== 'playing') game.over = -1;
      game.state = msg.state;
      // The game's number keys its commitments: a rematch's hand 1 is
      // another hand 1 (the table is told before its first commitment).
      game.gameNo = Number(msg.game) || 0;
      break;
    case 'commit':
      onCommit(msg);
      break;
    case 'event':
      hold = onEvent(String(msg.line));
      game.turn = [];
      break;
    case 'turn':
      game.turn = Array.isArray(msg.actions) ? msg.actions.map(String) : [];
      game.turnSeat = game.seat;
      // Told again once the table saves again after "not-saved": the
      // person's choices are back, with no reload (issue 51.9).
      game.unsaved = false;
      status(_('Your turn.'));
      if (held !== null) {
        // The choice made while the connection was lost, sent now if it
        // still may be.
        const action = held;
        held = null;
        if (game.turn.includes(action)) act(action);
        else say(_('The choice you made while the connection was lost is no longer open: choose again.'));
      }
      break;
    case 'reveal':
      checkReveal(msg, {
        gameNo: game.gameNo,
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
  return hold;
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
  if (msg.code === 'not-saved') {
    // The table could not save the person's action (a full disk) and
    // took none: no choices (each would be refused the same way) until
    // it can save again and tells the turn again.
    game.unsaved = true;
    game.turn = [];
    status(UNSAVED_WORDS());
    say(UNSAVED_WORDS());
    return;
  }
  if (msg.code === 'saved-again') {
    game.unsaved = false;
    status(_('The table saves the game again: it goes on.'));
    say(_('The table saves the game again: it goes on.'));
    return;
  }
  if ((msg.code === 'illegal' || msg.code === 'not-your-turn') && lastTurn.length) {
    game.turn = lastTurn;
  }
  status(String(msg.message));
  say(String(msg.message));
}

// This seat opened in another tab or window, which has it now: said
// once, and not taken back unless the person asks (issue 51.8).
function displaced () {
  seated = false;
  held = null;
  clearTimeout(retryTimer);
  inbox.length = 0;
  const old = socket;
  socket = null;
  if (old) old.close();
  document.title = _('Euchre');
  problem(_('This seat is open elsewhere'),
    _('This seat was opened in another tab or window, and it is played there now. ' +
    'This page has let it go.'), _('Play here instead'), start);
}

function keep () {
  try {
    // This game's commitments with the token: a reload still notices a
    // hand committed to twice.
    const commits = [...game.commits].filter(([k]) => k.startsWith(`${game.gameNo}:`));
    localStorage.setItem(storeKey, JSON.stringify({ token: game.token, commits }));
  } catch {
    // A browser that keeps nothing: the seat lasts as long as the page.
  }
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
    if (v && typeof v.token === 'string' && /^[0-9a-f]{64}$/.test(v.token)) {
      for (const [k, d] of Array.isArray(v.commits) ? v.commits : []) {
        if (typeof k === 'string' && typeof d === 'string' && !game.commits.has(k)) game.commits.set(k, d);
      }
      return v;
    }
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

// Before asking a name: whether the table is there at all.  A resume
// with a token no seat has is answered "no-table" or "bad-token" and
// changes nothing at the table.
function probe () {
  status(_('Looking for the table…'));
  const ws = new WebSocket(socketUrl());
  let answered = false;
  const done = (then) => {
    if (answered) return;
    answered = true;
    ws.onclose = null;
    ws.close();
    status('');
    then();
  };
  ws.onopen = () => ws.send(JSON.stringify({ type: 'resume', code, token: '0'.repeat(64) }));
  ws.onmessage = (e) => {
    let msg = null;
    try {
      msg = JSON.parse(e.data);
    } catch {
      // not ours
    }
    if (msg && msg.type === 'error' && msg.code === 'no-table') {
      done(() => problem(_('No such table'), REFUSAL['no-table'](code), _('Try again'), start));
    } else if (msg && msg.type === 'error') {
      done(() => askName());
    }
  };
  ws.onclose = () => done(() => askName());
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
    game.token = seat.token;
    status(_('Coming back to your seat…'));
    connect({ type: 'resume', code, token: seat.token });
  } else {
    probe();
  }
}

// ---- what the player does ---------------------------------------------------

let lastTurn = [];

function act (action) {
  lastTurn = game.turn;
  game.turn = [];
  // Whatever comes after the person's own choice is the game going on,
  // never the game told again: shown at its pace (a reload, then a quick
  // click, had the computers' answers caught up with, unseen).
  if (catchingUp) {
    catchingUp = false;
    clearTimeout(catchUpTimer);
  }
  reviewing = false;
  if (connected()) {
    status('');
    send({ type: 'act', action });
  } else {
    // Kept, and sent when the table answers again and it is still open.
    held = action;
    status(_('Your choice is kept: it is sent when the table answers again.'));
  }
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
  if (!button) {
    if (e.target.closest('#trick')) toggleLastTrick();
    return;
  }
  if (button.id === 'last-trick') toggleLastTrick();
  else if (button.dataset.action && game.turn.includes(button.dataset.action)) act(button.dataset.action);
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
    'last-trick': _('Last trick'),
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
  followSaid();
  $('join').addEventListener('submit', onJoin);
  $('table').addEventListener('click', onClick);
  $('table').addEventListener('keydown', onKey);
  start();
});
