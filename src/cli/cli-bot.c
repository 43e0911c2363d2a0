/* cli-bot.c — a seat played by an outside program over the bot protocol
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The process's standard input and output are pipes; its standard error
 * is ours.  Reads and writes go straight to the pipes' descriptors with
 * poll(), so every wait has a deadline and the caller's thread needs no
 * main loop.
 */
/* flock(), symlink(), setpgid(), kill() and fsync() with -std=c11. */
#define _GNU_SOURCE
#define G_LOG_DOMAIN "euchre-cli"

#include "config.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>
#include <gio/gio.h>
#include <gio/gunixinputstream.h>
#include <gio/gunixoutputstream.h>
#include <glib-unix.h>

#include "cli-bot.h"
#include "euchre-ai.h"
#include "proto-protocol.h"

struct _CliBot {
  char **argv;
  char *command;           /* for messages */
  char *rules_text;
  guint seat, game, budget_ms, grace_ms, start_ms;
  FILE *log;
  GSubprocess *proc;
  pid_t group;             /* the bot's process group (its pid), or 0 */
  int to_bot, from_bot;    /* descriptors of the pipes, owned by proc */
  gboolean alive, skipping;
  gboolean need_sync;      /* an answer came late: isready before the next go */
  gboolean sync_sent;      /* isready sent, its readyok not yet read */
  guint restarts;
  GPtrArray *told;         /* lines told since newgame */
  GString *buf;            /* bytes read but not yet taken as lines */
  gsize line_len;          /* the length of the last line read (it may hold a NUL) */
};

typedef enum { READ_LINE, READ_TIMEOUT, READ_EOF, READ_TOO_LONG } ReadResult;

/* The whole group: the bot and whatever it started (`sleep 1000 &`). */
static void
stop_process (CliBot *bot)
{
  if (bot->proc == NULL)
    return;
  if (bot->group > 0)
    kill (-bot->group, SIGKILL);
  bot->group = 0;
  g_subprocess_force_exit (bot->proc);
  g_subprocess_wait (bot->proc, NULL, NULL);
  g_clear_object (&bot->proc);
  bot->alive = FALSE;
}

static int
ms_left (gint64 deadline)
{
  gint64 left = deadline - g_get_monotonic_time ();

  return left <= 0 ? 0 : (int) MIN ((left + 999) / 1000, G_MAXINT);
}

/* Writes @line and a newline, within the grace; FALSE (and the process
 * stopped) if it cannot. */
static gboolean
write_line (CliBot *bot, const char *line)
{
  g_autofree char *data = g_strconcat (line, "\n", NULL);
  gsize len = strlen (data), done = 0;
  gint64 deadline = g_get_monotonic_time () + bot->grace_ms * (gint64) 1000;

  if (!bot->alive)
    return FALSE;
  while (done < len)
    {
      GPollFD fd = { bot->to_bot, G_IO_OUT, 0 };
      gssize n;

      if (g_poll (&fd, 1, ms_left (deadline)) <= 0 || (fd.revents & (G_IO_ERR | G_IO_HUP | G_IO_NVAL)))
        break;
      n = write (bot->to_bot, data + done, len - done);
      if (n < 0 && (errno == EAGAIN || errno == EINTR))
        continue;
      if (n <= 0)
        break;
      done += (gsize) n;
    }
  if (done < len)
    {
      stop_process (bot);
      return FALSE;
    }
  return TRUE;
}

/* One line from the bot, without its newline, by @deadline. */
static ReadResult
read_line (CliBot *bot, gint64 deadline, char **line)
{
  for (;;)
    {
      char *nl = memchr (bot->buf->str, '\n', bot->buf->len);
      char chunk[4096];
      GPollFD fd;
      gssize n;

      if (nl != NULL)
        {
          gsize len = (gsize) (nl - bot->buf->str);
          gboolean skipped = bot->skipping;

          /* Every byte, a NUL too (the parser names it): not g_strndup. */
          *line = g_malloc (len + 1);
          memcpy (*line, bot->buf->str, len);
          (*line)[len] = '\0';
          bot->line_len = len;
          g_string_erase (bot->buf, 0, (gssize) len + 1);
          bot->skipping = FALSE;
          if (skipped)
            {
              g_clear_pointer (line, g_free);
              continue;   /* the end of a line too long, already reported */
            }
          return READ_LINE;
        }
      if (bot->buf->len > PROTO_MAX_LINE + 1)
        {
          g_string_truncate (bot->buf, 0);
          if (!bot->skipping)
            {
              bot->skipping = TRUE;
              return READ_TOO_LONG;
            }
        }
      if (!bot->alive)
        return READ_EOF;
      fd.fd = bot->from_bot;
      fd.events = G_IO_IN;
      fd.revents = 0;
      if (g_poll (&fd, 1, ms_left (deadline)) == 0)
        return READ_TIMEOUT;
      n = read (bot->from_bot, chunk, sizeof chunk);
      if (n < 0 && (errno == EAGAIN || errno == EINTR))
        {
          if (ms_left (deadline) == 0)
            return READ_TIMEOUT;
          continue;
        }
      if (n <= 0)
        {
          stop_process (bot);
          return READ_EOF;
        }
      g_string_append_len (bot->buf, chunk, n);
    }
}

/* In the child, before exec: a process group of its own, so that its
 * own children end with it; SIGXFSZ as a program expects it (the host
 * ignores it, and an ignored signal stays ignored across exec). */
static void
child_setup (gpointer data)
{
  setpgid (0, 0);
  signal (SIGXFSZ, SIG_DFL);
}

static gboolean
spawn (CliBot *bot, GError **error)
{
  g_autoptr (GSubprocessLauncher) launcher = NULL;
  const char *pid;
  gint64 deadline;
  g_autofree char *greeting = g_strdup_printf ("protocol %d", PROTO_VERSION);
  g_autofree char *seat = g_strdup_printf ("seat %u", bot->seat);
  g_autofree char *game = g_strdup_printf ("newgame %u", bot->game);
  g_autofree char *rules = g_strconcat ("rules ", bot->rules_text, NULL);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE |
                                        G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_subprocess_launcher_set_child_setup (launcher, child_setup, NULL, NULL);
  bot->proc = g_subprocess_launcher_spawnv (launcher, (const char * const *) bot->argv, error);
  if (bot->proc == NULL)
    return FALSE;
  pid = g_subprocess_get_identifier (bot->proc);
  bot->group = pid != NULL ? (pid_t) g_ascii_strtoll (pid, NULL, 10) : 0;
  /* Also here: the group exists before anything is sent to it. */
  if (bot->group > 0)
    setpgid (bot->group, bot->group);
  bot->to_bot = g_unix_output_stream_get_fd (
    G_UNIX_OUTPUT_STREAM (g_subprocess_get_stdin_pipe (bot->proc)));
  bot->from_bot = g_unix_input_stream_get_fd (
    G_UNIX_INPUT_STREAM (g_subprocess_get_stdout_pipe (bot->proc)));
  g_unix_set_fd_nonblocking (bot->to_bot, TRUE, NULL);
  g_unix_set_fd_nonblocking (bot->from_bot, TRUE, NULL);
  bot->alive = TRUE;
  bot->skipping = FALSE;
  bot->need_sync = FALSE;
  bot->sync_sent = FALSE;
  g_string_truncate (bot->buf, 0);

  deadline = g_get_monotonic_time () + bot->start_ms * (gint64) 1000;
  if (!write_line (bot, greeting))
    goto dead;
  for (;;)
    {
      g_autofree char *line = NULL;
      g_autoptr (GError) local = NULL;
      ProtoMessage msg;

      switch (read_line (bot, deadline, &line))
        {
        case READ_LINE:
          if (g_get_monotonic_time () > deadline)
            goto timeout;   /* a flood of lines does not extend the deadline */
          if (bot->line_len == 0)
            continue;
          if (!proto_parse_line (line, bot->line_len, &msg, &local))
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           "“%s” answered “protocol %d” with a bad line: %s", bot->command,
                           PROTO_VERSION, local->message);
              goto fail;
            }
          if (msg.type == PROTO_MSG_INFO)
            continue;
          if (msg.type != PROTO_MSG_PROTOCOL)
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           "“%s” answered “protocol %d” with something else", bot->command,
                           PROTO_VERSION);
              goto fail;
            }
          if (msg.number != PROTO_VERSION)
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           "“%s” speaks protocol %u; this host speaks protocol %d",
                           bot->command, msg.number, PROTO_VERSION);
              goto fail;
            }
          break;
        case READ_TIMEOUT:
        timeout:
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT,
                       "“%s” did not answer “protocol %d” within %u ms", bot->command,
                       PROTO_VERSION, bot->start_ms);
          goto fail;
        case READ_TOO_LONG:
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       "“%s” answered “protocol %d” with a line too long", bot->command,
                       PROTO_VERSION);
          goto fail;
        case READ_EOF:
        default:
          goto dead;
        }
      break;
    }
  if (!write_line (bot, rules) || !write_line (bot, seat) || !write_line (bot, game))
    goto dead;
  for (guint i = 0; i < bot->told->len; i++)
    if (!write_line (bot, g_ptr_array_index (bot->told, i)))
      goto dead;
  return TRUE;

dead:
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_BROKEN_PIPE,
               "“%s” exited or closed its pipes before the game began", bot->command);
fail:
  stop_process (bot);
  return FALSE;
}

CliBot *
cli_bot_new (char **argv, const char *rules_text, guint seat, guint game, guint budget_ms,
             guint grace_ms, guint start_ms, FILE *log)
{
  CliBot *bot = g_new0 (CliBot, 1);

  bot->argv = g_strdupv (argv);
  bot->command = g_strjoinv (" ", argv);
  bot->rules_text = g_strdup (rules_text);
  bot->seat = seat;
  bot->game = game;
  bot->budget_ms = budget_ms;
  bot->grace_ms = grace_ms;
  bot->start_ms = MAX (start_ms, budget_ms + grace_ms);
  bot->log = log;
  bot->told = g_ptr_array_new_with_free_func (g_free);
  bot->buf = g_string_new (NULL);
  return bot;
}

gboolean
cli_bot_start (CliBot *bot, GError **error)
{
  return spawn (bot, error);
}

void
cli_bot_tell (CliBot *bot, const char *line)
{
  g_ptr_array_add (bot->told, g_strdup (line));
  write_line (bot, line);
}

static void
log_bad_why (CliBot *bot, const char *position, const char *what, const char *why,
             const char *line, const EuchreActionList *legal, const EuchreAction *instead)
{
  g_autoptr (GString) out = g_string_new ("euchre-cli tournament: ");
  g_autofree char *shown = line ? g_strescape (line, NULL) : NULL;

  g_string_append_printf (out, "%s (%s): %s", position, bot->command, what);
  if (why != NULL)
    g_string_append_printf (out, " (%s)", why);
  if (shown != NULL && shown[0] != '\0')
    g_string_append_printf (out, " “%.200s”", shown);
  g_string_append (out, "; legal:");
  for (guint i = 0; i < legal->n; i++)
    {
      g_string_append_c (out, ' ');
      proto_append_action (out, &legal->actions[i]);
    }
  g_string_append (out, "; played ");
  proto_append_action (out, instead);
  g_string_append (out, " instead\n");
  fputs (out->str, bot->log);
}

static void
log_bad (CliBot *bot, const char *position, const char *what, const char *line,
         const EuchreActionList *legal, const EuchreAction *instead)
{
  log_bad_why (bot, position, what, NULL, line, legal, instead);
}

/* The next question waits for the bot to answer isready: what it says
 * before readyok is dropped.  Counted once per bad answer. */
static void
resync (CliBot *bot, CliBotCounts *counts)
{
  if (!bot->need_sync)
    counts->resyncs++;
  bot->need_sync = TRUE;
}

/* Reads up to readyok, within budget and grace: READ_LINE when it came. */
static ReadResult
sync_bot (CliBot *bot)
{
  gint64 deadline = g_get_monotonic_time () + (bot->budget_ms + (gint64) bot->grace_ms) * 1000;

  for (;;)
    {
      g_autofree char *line = NULL;
      ReadResult got = read_line (bot, deadline, &line);
      ProtoMessage msg;

      if (got == READ_EOF)
        return got;
      if (got == READ_TIMEOUT || g_get_monotonic_time () > deadline)
        return READ_TIMEOUT;
      if (got == READ_LINE && proto_parse_line (line, bot->line_len, &msg, NULL) &&
          msg.type == PROTO_MSG_READYOK)
        {
          bot->need_sync = FALSE;
          bot->sync_sent = FALSE;
          return READ_LINE;
        }
    }
}

gboolean
cli_bot_ask (CliBot *bot, const EuchreActionList *legal, const char *position,
             CliBotCounts *counts, EuchreAction *action, GError **error)
{
  g_autoptr (GString) go = g_string_new (NULL);

  g_return_val_if_fail (legal->n > 0, FALSE);
  *action = legal->actions[0];
  proto_append_go (go, bot->budget_ms, legal);
  for (;;)
    {
      gint64 deadline;
      g_autofree char *line = NULL;
      ReadResult got;

      if (!bot->alive)
        {
          g_autoptr (GError) local = NULL;

          if (bot->restarts >= 1)
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_BROKEN_PIPE,
                           "%s: “%s” exited again (a bot is restarted once per game)",
                           position, bot->command);
              return FALSE;
            }
          bot->restarts++;
          counts->restarts++;
          fprintf (bot->log, "euchre-cli tournament: %s (%s): the bot exited; restarting it\n",
                   position, bot->command);
          if (!spawn (bot, &local))
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_BROKEN_PIPE,
                           "%s: could not restart the bot: %s", position, local->message);
              return FALSE;
            }
        }
      /* After a late answer: isready, and everything the bot says
       * before readyok (the late answer) is dropped. */
      if (bot->need_sync)
        {
          /* One isready at a time: a slow bot answers each one. */
          if (!bot->sync_sent && !write_line (bot, "isready"))
            continue;
          bot->sync_sent = TRUE;
          got = sync_bot (bot);
          if (got == READ_EOF)
            continue;
          if (got != READ_LINE)
            {
              counts->late++;
              log_bad (bot, position, "no readyok to isready within the budget and grace",
                       NULL, legal, action);
              return TRUE;
            }
        }
      if (!write_line (bot, go->str))
        continue;
      deadline = g_get_monotonic_time () + (bot->budget_ms + (gint64) bot->grace_ms) * 1000;
      for (;;)
        {
          ProtoMessage msg;
          g_autoptr (GError) local = NULL;

          g_clear_pointer (&line, g_free);
          got = read_line (bot, deadline, &line);
          if (got == READ_EOF)
            break;
          if (got == READ_TIMEOUT || g_get_monotonic_time () > deadline)
            {
              counts->late++;
              resync (bot, counts);
              log_bad (bot, position, "no answer within the budget and grace", NULL, legal,
                       action);
              return TRUE;
            }
          /* A bad answer may be a stray line, and the bot's own answer
           * still to come: the next question waits for readyok, so that
           * it is never taken as the next question's answer (the answers
           * would all be one behind). */
          if (got == READ_TOO_LONG)
            {
              counts->malformed++;
              resync (bot, counts);
              log_bad (bot, position, "an answer too long", NULL, legal, action);
              return TRUE;
            }
          if (bot->line_len == 0)
            continue;
          if (!proto_parse_line (line, bot->line_len, &msg, &local) ||
              (msg.type != PROTO_MSG_INFO && msg.type != PROTO_MSG_ACTION))
            {
              /* The parser names a control character by its code. */
              gboolean control = local != NULL && strstr (local->message, "control") != NULL;

              counts->malformed++;
              resync (bot, counts);
              log_bad_why (bot, position, "a malformed answer", control ? local->message : NULL,
                           line, legal, action);
              return TRUE;
            }
          if (msg.type == PROTO_MSG_INFO)
            continue;
          if (!euchre_action_list_contains (legal, &msg.action))
            {
              counts->illegal++;
              resync (bot, counts);
              log_bad (bot, position, "an illegal action", line, legal, action);
              return TRUE;
            }
          *action = msg.action;
          return TRUE;
        }
      /* The bot exited while it was asked: restart it and ask again. */
    }
}

void
cli_bot_free (CliBot *bot)
{
  if (bot == NULL)
    return;
  if (bot->alive && write_line (bot, "quit"))
    {
      gint64 deadline = g_get_monotonic_time () + bot->grace_ms * (gint64) 1000;
      char *line = NULL;
      ReadResult got;

      g_output_stream_close (g_subprocess_get_stdin_pipe (bot->proc), NULL, NULL);
      /* Wait for it to close its output, within the grace. */
      while (((got = read_line (bot, deadline, &line)) == READ_LINE || got == READ_TOO_LONG) &&
             g_get_monotonic_time () <= deadline)
        g_clear_pointer (&line, g_free);
      g_free (line);
    }
  stop_process (bot);
  g_strfreev (bot->argv);
  g_free (bot->command);
  g_free (bot->rules_text);
  g_ptr_array_unref (bot->told);
  g_string_free (bot->buf, TRUE);
  g_free (bot);
}

void
cli_bot_append_json_string (GString *out, const char *text)
{
  g_string_append_c (out, '"');
  for (const guchar *p = (const guchar *) text; *p != '\0'; p++)
    {
      if (*p == '"' || *p == '\\')
        g_string_append_printf (out, "\\%c", *p);
      else if (*p < 0x20 || *p == 0x7f)
        g_string_append_printf (out, "\\u%04x", *p);
      else
        g_string_append_c (out, (char) *p);
    }
  g_string_append_c (out, '"');
}
