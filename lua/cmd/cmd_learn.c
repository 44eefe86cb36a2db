/*
 * cmd_learn.c — `kharbaga learn [GAME]`: the game's lessons as a short course in the terminal.
 *
 * Each lesson (lua/host/lessons.h) shows its text, the board and a task; the learner types a move.
 * The move is checked against the real move generator: right (and why), or wrong with what the
 * move did or the rule it breaks (lua/words/illegal.h), the lesson's explanation and its hint; after
 * two wrong tries the answer is shown and the course goes on. `hint`, `skip`, `board`, `quit`
 * and `help` work at every prompt. Input may be piped: it is echoed, and the end of input ends
 * the course as `quit` does. The judging is lua/words/lesson_judge.h's, shared with `learn --json`
 * (cmd_learn_json.c).
 */
#include "commands.h"
#include "i18n.h"
#include "draw.h"
#include "input_line.h"
#include "lesson_judge.h"
#include "prompt.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

enum { WIDTH = 78, LINE_BYTES = 512 };

/* How a lesson ends; OUTCOME_PENDING while it goes on. */
typedef enum { OUTCOME_PENDING, OUTCOME_RIGHT, OUTCOME_SHOWN, OUTCOME_SKIPPED, OUTCOME_QUIT } Outcome;

typedef struct Learn {
    const GameDef *def;
    LessonState state;         /* the lesson being answered */
    LessonVerdict verdict;     /* the last answer's */
    bool echo;                 /* input is not a terminal: echo it, so that a transcript reads */
    Prompt *prompt;            /* line editing at a terminal (NULL: lines read plainly) */
    int right_first, right_later, shown, skipped;
} Learn;

/* ---- writing ---- */

/* Prints text wrapped at WIDTH columns, keeping its own line breaks. */
static void print_wrapped(const char *text)
{
    const char *s = text;
    int col = 0;
    while (*s) {
        if (*s == '\n') {
            putchar('\n');
            col = 0;
            s++;
            continue;
        }
        if (*s == ' ') {
            s++;
            continue;
        }
        size_t word = strcspn(s, " \n");
        if (col > 0 && col + 1 + (int)word > WIDTH) {
            putchar('\n');
            col = 0;
        } else if (col > 0) {
            putchar(' ');
            col++;
        }
        printf("%.*s", (int)word, s);
        col += (int)word;
        s += word;
    }
    if (col > 0)
        putchar('\n');
}

static void show_board(const Learn *l)
{
    const Variant *v = &l->state.variant;
    const Position *pos = &l->state.pos;
    printf("\n");
    draw_position(stdout, v, pos, NULL, NULL);
    printf(_("%s to move (%s). Lower case: men"), v->side_name[pos->side],
           pos->side == SOUTH ? _("South, from the bottom") : _("North, from the top"));
    if (v->rules.king != KING_NONE)
        printf(_("; capitals: %s"), v->king_plural);
    printf(".\n");
    printf(_("Task: %s\n"), lesson_ask(l->state.lesson));
}

static void print_help(void)
{
    fputs(_("Type a move as start and end point: e3-e5 for a step, c3xe5 for a capture (c3xe5xg7 for\n"
           "several jumps; the start and end are enough when only one capture fits). Or type:\n"
           "  hint   a hint          board  the board again     skip   the next lesson\n"
           "  help   this text       quit   stop the course\n"), stdout);
}

/* Prints a verdict's feedback lines, paragraphs wrapped. */
static void print_feedback(const LessonVerdict *v)
{
    for (int i = 0; i < v->nlines; i++) {
        if (v->line[i].gap)
            printf("\n");
        if (v->line[i].wrap)
            print_wrapped(v->line[i].text);
        else
            printf("%s\n", v->line[i].text);
    }
}

/* ---- judging an answer ---- */

/* Counts a lesson done right, at the first try or later. */
static Outcome counted_right(Learn *l)
{
    if (l->state.tries == 0)
        l->right_first++;
    else
        l->right_later++;
    return OUTCOME_RIGHT;
}

/* Judges one typed move (lua/words/lesson_judge.h) and prints the feedback; after a right move
 * (not the last of a find_all task) the board after it. */
static Outcome judge(Learn *l, const char *typed)
{
    LessonVerdict *v = &l->verdict;
    lesson_judge(&l->state, typed, v);
    print_feedback(v);
    switch (v->kind) {
    case VERDICT_RIGHT:
        if (!lesson_is_find_all(l->state.lesson)) {
            Position after = l->state.pos;
            Undo undo;
            const Move *m = &l->state.list.moves[v->index];
            const MoveDetail *d = &l->state.list.details[v->index];
            position_make(&l->state.variant, &after, m, d, &undo);
            printf("\n");
            draw_position(stdout, &l->state.variant, &after, m, d);
        }
        return counted_right(l);
    case VERDICT_SHOWN: l->shown++; return OUTCOME_SHOWN;
    default: return OUTCOME_PENDING;
    }
}

/* ---- a lesson ---- */

static bool set_up(Learn *l, const Lesson *lesson)
{
    Err e;
    if (!lesson_state_set_up(&l->state, l->def, lesson, &e))
        return cli_error("lesson \"%s\": %s", lesson->title, e.msg) == 0;
    return true;
}

/* Reads one line; false at the end of input. */
static bool read_line(Learn *l, char *line, size_t len)
{
    InputLine got = prompt_read(l->prompt, "> ", line, len);
    if (got == INPUT_END) {
        printf("\n");
        return false;
    }
    if (got == INPUT_TOO_LONG)
        printf(_("That line is too long (more than %d characters) and was not read.\n"), (int)len - 1);
    if (got == INPUT_NUL)
        fputs(_("That line holds a NUL byte and was not read.\n"), stdout);
    if (got == INPUT_CR)
        fputs(_("That line holds a carriage return before its end and was not read.\n"), stdout);
    char shown[4 * LINE_BYTES + 1]; /* every byte of the line at most as \xNN */
    if (l->echo)
        printf("%s\n", err_text(line, -1, shown, sizeof shown));
    return true;
}

static Outcome run_lesson(Learn *l, int number, int total)
{
    const Lesson *lesson = l->state.lesson;
    printf(_("\n== Lesson %d of %d: %s ==\n\n"), number, total, lesson->title);
    print_wrapped(lesson->text);
    show_board(l);
    char line[LINE_BYTES];
    while (read_line(l, line, sizeof line)) {
        char *s = line;
        while (isspace((unsigned char)*s))
            s++;
        for (char *end = s + strlen(s); end > s && isspace((unsigned char)end[-1]);)
            *--end = '\0';
        if (!*s)
            continue;
        if (!strcasecmp(s, "quit") || !strcasecmp(s, "q") || !strcasecmp(s, "exit"))
            return OUTCOME_QUIT;
        if (!strcasecmp(s, "help") || !strcmp(s, "?")) {
            print_help();
        } else if (!strcasecmp(s, "hint")) {
            printf(_("Hint: %s\n"), lesson->hint);
        } else if (!strcasecmp(s, "board")) {
            show_board(l);
        } else if (!strcasecmp(s, "skip")) {
            char answers[LESSON_ANSWERS_BYTES];
            lesson_list_answers(&l->state, answers, sizeof answers);
            printf(strchr(answers, ',') ? _("Skipped. The answers: %s\n") : _("Skipped. The answer: %s\n"), answers);
            l->skipped++;
            return OUTCOME_SKIPPED;
        } else {
            Outcome o = judge(l, s);
            if (o != OUTCOME_PENDING)
                return o;
        }
    }
    return OUTCOME_QUIT;
}

/* ---- the course ---- */

static void print_list(const GameDef *def)
{
    const Lessons *ls = &def->lessons;
    printf(P_("Learn %s: %d lesson.\n", "Learn %s: %d lessons.\n", (unsigned long)ls->n), def->name, ls->n);
    for (int i = 0; i < ls->n; i++)
        printf("  %2d. %s\n", i + 1, ls->lesson[i].title);
    printf("\n");
    print_help();
}

/* `game` is the game as the learner named it (an id or a file), for the commands suggested. */
static void print_summary(const Learn *l, const GameDef *def, const char *game, int from, int reached, bool stopped)
{
    int total = def->lessons.n, done = reached - from;
    printf("\n== %s ==\n", stopped ? _("Stopped") : _("The end of the course"));
    /* One count a line, as a label and its number: no plural to agree with, in any language. */
    printf(_("Lessons done: %d\n"), done);
    printf(_("  right at the first try: %d\n"), l->right_first);
    printf(_("  right at the second try: %d\n"), l->right_later);
    printf(_("  answer shown: %d\n"), l->shown);
    printf(_("  skipped: %d\n"), l->skipped);
    bool is_default = !strcmp(game, "kharbaga");
    if (stopped && reached < total) {
        printf(_("Go on later with: kharbaga learn %s --lesson %d\n"), game, reached + 1);
        return;
    }
    printf(_("You know the moves of %s. Play a real game against the computer:\n"), def->name);
    printf(_("  kharbaga play%s%s --ai teacher   (a gentle opponent; you play %s, South, and move first)\n"),
           is_default ? "" : " --variant ", is_default ? "" : game, def->variant.side_name[SOUTH]);
    fputs(_("In a game, type moves as here; 'moves' lists the legal ones, 'help' the commands.\n"), stdout);
    printf(_("The complete rules: kharbaga rules %s\n"), game);
}

int cmd_learn(Cli *cli)
{
    if (!cli_game_argument(cli))
        return 2;
    if (!cli_load(cli))
        return 1;
    const GameDef *def = cli->def;
    int total = def->lessons.n;
    cli_input("variant");
    if (total == 0)
        return cli_error("%s has no lessons; its rules are in 'kharbaga rules %s'", def->name, cli->variant);
    if (cli->lesson > total)
        return cli_usage_error_in("lesson", "--lesson %d: %s has lessons 1 to %d", cli->lesson, def->name, total);
    if (cli->json)
        return cmd_learn_json(cli);
    const char *given = cli->answer ? "answer" : cli->found ? "found" : "tries";
    if (cli->answer || cli->found || cli->tries)
        return cli_usage_error_in(given, "--%s: only with --json (the course in the terminal reads the moves as they are typed)",
                                  given);
    Learn *l = calloc(1, sizeof *l);
    if (!l)
        return cli_out_of_memory();
    l->def = def;
    l->echo = !isatty(fileno(stdin));
    l->prompt = prompt_open();
    int from = cli->lesson ? cli->lesson - 1 : 0, at = from, status = 0;
    print_list(def);
    bool stopped = false;
    for (; at < total && !stopped; at++) {
        if (!set_up(l, &def->lessons.lesson[at])) {
            status = 1;
            break;
        }
        stopped = run_lesson(l, at + 1, total) == OUTCOME_QUIT;
    }
    if (status == 0)
        print_summary(l, def, cli->variant, from, stopped ? at - 1 : at, stopped);
    lesson_state_free(&l->state);
    prompt_close(l->prompt);
    free(l);
    return status;
}
