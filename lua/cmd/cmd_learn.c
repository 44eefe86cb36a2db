/*
 * cmd_learn.c — `kharbaga learn [GAME]`: the game's lessons as a short course in the terminal.
 *
 * Each lesson (lua/host/lessons.h) shows its text, the board and a task; the learner types a move.
 * The move is checked against the real move generator: right (and why), or wrong with what the
 * move did or the rule it breaks (lua/words/illegal.h), the lesson's explanation and its hint; after
 * two wrong tries the answer is shown and the course goes on. `hint`, `skip`, `board`, `quit`
 * and `help` work at every prompt. Input may be piped: it is echoed, and the end of input ends
 * the course as `quit` does.
 */
#include "commands.h"
#include "draw.h"
#include "illegal.h"
#include "input_line.h"
#include "lessons.h"
#include "movegen.h"
#include "notation.h"
#include "rules_text.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

enum { TRIES = 2, WIDTH = 78, LINE_BYTES = 512 };

/* How a lesson ends; OUTCOME_PENDING while it goes on. */
typedef enum { OUTCOME_PENDING, OUTCOME_RIGHT, OUTCOME_SHOWN, OUTCOME_SKIPPED, OUTCOME_QUIT } Outcome;

typedef struct Learn {
    const GameDef *def;
    const Lesson *lesson;
    Variant variant;           /* the lesson's rules */
    Position pos;
    MoveList list;             /* the legal moves of pos */
    bool answer[MAX_MOVES];    /* which of them do the task */
    bool found[MAX_MOVES];     /* find_all: which the learner has typed */
    int nanswers, nfound, tries;
    bool echo;                 /* input is not a terminal: echo it, so that a transcript reads */
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

static const char *piece_name(const Learn *l, const Position *pos, int p)
{
    return position_is_king(pos, p) ? l->variant.king_name : "man";
}

/* What a legal move does, in a sentence: "the man on c3 captures 1 piece (d4) in 1 jump". */
static void describe(const Learn *l, const Move *m, char *buf, size_t len)
{
    const Variant *v = &l->variant;
    char caps[MAX_POINTS * (MAX_NAME + 2)];
    const char *piece = piece_name(l, &l->pos, m->from);
    int n;
    if (m->ncaptured) {
        points_to_text(v, m->captured, ", ", caps, sizeof caps);
        n = snprintf(buf, len, "the %s on %s captures %d piece%s (%s) in %d %s", piece, v->board.name[m->from],
                     m->ncaptured, m->ncaptured == 1 ? "" : "s", caps, m->npath, rules_text_capture_unit(v, m->npath));
    } else {
        n = snprintf(buf, len, "the %s on %s %s to %s", piece, v->board.name[m->from],
                     position_is_king(&l->pos, m->from) ? "moves" : "steps", v->board.name[m->to]);
    }
    if (n > 0 && (size_t)n < len && (m->flags & MOVE_CROWN))
        snprintf(buf + n, len - (size_t)n, " and is crowned %s", v->king_name);
}

/* The moves that do the task (those not yet found, for find_all), joined by ", ". */
static void list_answers(const Learn *l, char *buf, size_t len)
{
    buf[0] = '\0';
    int shown = 0;
    for (int i = 0; i < l->list.n && shown < 12; i++) {
        if (!l->answer[i] || l->found[i])
            continue;
        char mv[MOVE_TEXT_MAX];
        move_to_text(&l->variant, &l->list.moves[i], mv, sizeof mv);
        size_t used = strlen(buf);
        snprintf(buf + used, len - used, "%s%s", shown++ ? ", " : "", mv);
    }
}

static void show_board(const Learn *l)
{
    const Variant *v = &l->variant;
    printf("\n");
    draw_position(stdout, v, &l->pos, NULL);
    printf("%s to move (%s). Lower case: men", v->side_name[l->pos.side],
           l->pos.side == SOUTH ? "South, from the bottom" : "North, from the top");
    if (v->rules.king != KING_NONE)
        printf("; capitals: %ss", v->king_name);
    printf(".\n");
    printf("Task: %s\n", lesson_ask(l->lesson));
}

static void print_help(void)
{
    printf("Type a move as start and end point: e3-e5 for a step, c3xe5 for a capture (c3xe5xg7 for\n"
           "several jumps; the start and end are enough when only one capture fits). Or type:\n"
           "  hint   a hint          board  the board again     skip   the next lesson\n"
           "  help   this text       quit   stop the course\n");
}

/* ---- judging an answer ---- */

/* Why a legal move is not what the task asks for. */
static void why_not_task(const Learn *l, const Move *m)
{
    const Variant *v = &l->variant;
    int most = 0;
    for (int i = 0; i < l->list.n; i++)
        most = l->list.moves[i].ncaptured > most ? l->list.moves[i].ncaptured : most;
    int opponent = !l->pos.side;
    switch (l->lesson->task) {
    case TASK_CAPTURE_MOST:
        if (m->ncaptured == 0)
            printf("It does not capture, but a capture is possible here.\n");
        else
            printf("It takes %d, but a capture taking %d is possible here.\n", m->ncaptured, most);
        break;
    case TASK_CROWN:
        if (position_is_king(&l->pos, m->from))
            printf("It moves a %s; the task is to crown a man.\n", v->king_name);
        else
            printf("The man ends on %s, where it is not crowned.\n", v->board.name[m->to]);
        break;
    case TASK_WIN:
        printf("After it %s still has pieces and a legal move, so the game goes on.\n", v->side_name[opponent]);
        break;
    case TASK_FIND_ALL_CAPTURES: printf("It is not a capture.\n"); break;
    default: printf("But it is not the move this lesson asks for.\n"); break;
    }
}

/* A wrong answer: the explanation; after the first, the hint; after TRIES, the answer. */
static Outcome wrong(Learn *l)
{
    printf("\n");
    print_wrapped(l->lesson->explain);
    if (++l->tries < TRIES) {
        printf("Hint: %s\nTry again.\n", l->lesson->hint);
        return OUTCOME_PENDING;
    }
    char answers[1024];
    list_answers(l, answers, sizeof answers);
    if (l->nfound)
        printf("Still to find: %s\n", answers);
    else
        printf("The answer%s: %s\n", strchr(answers, ',') ? "s" : "", answers);
    if (l->lesson->why[0])
        print_wrapped(l->lesson->why);
    l->shown++;
    return OUTCOME_SHOWN;
}

/* The move typed is not legal here: say why, in the learner's terms. */
static Outcome illegal(Learn *l, const char *text)
{
    char reasons[4096];
    illegal_reasons(&l->variant, &l->pos, text, reasons, sizeof reasons);
    char shown[176];
    printf("Not legal: %s\n", err_text(text, 40, shown, sizeof shown));
    print_wrapped(reasons);
    return wrong(l);
}

/* Counts a lesson done right, at the first try or later. */
static Outcome counted_right(Learn *l)
{
    if (l->tries == 0)
        l->right_first++;
    else
        l->right_later++;
    return OUTCOME_RIGHT;
}

/* A right move: say so and why, and show the board after it. */
static Outcome right(Learn *l, const Move *m)
{
    char mv[MOVE_TEXT_MAX], what[512];
    move_to_text(&l->variant, m, mv, sizeof mv);
    describe(l, m, what, sizeof what);
    printf("Right: %s — %s.\n", mv, what);
    if (l->lesson->why[0])
        print_wrapped(l->lesson->why);
    Position after = l->pos;
    Undo undo;
    position_make(&l->variant, &after, m, &undo);
    printf("\n");
    draw_position(stdout, &l->variant, &after, m);
    return counted_right(l);
}

/* find_all: one more found; right when all are. */
static Outcome found_one(Learn *l, int index)
{
    char mv[MOVE_TEXT_MAX];
    move_to_text(&l->variant, &l->list.moves[index], mv, sizeof mv);
    if (l->found[index]) {
        printf("%s: you have that one already (%d of %d found).\n", mv, l->nfound, l->nanswers);
        return OUTCOME_PENDING;
    }
    l->found[index] = true;
    l->nfound++;
    if (l->nfound < l->nanswers) {
        printf("Yes: %s (%d of %d found). Another?\n", mv, l->nfound, l->nanswers);
        return OUTCOME_PENDING;
    }
    printf("Right: all %d found.\n", l->nanswers);
    if (l->lesson->why[0])
        print_wrapped(l->lesson->why);
    return counted_right(l);
}

/* "E3 e5", "e3 to e5" and "e3e5" as the notation writes them: lower case, points joined by '-'.
 * A huff prefix ("Ha9 ", an upper-case H before a point name) stays as it is. */
static void normalize(const char *in, char *out, size_t len)
{
    size_t n = 0;
    const char *s = in;
    while (isspace((unsigned char)*s))
        s++;
    if (s[0] == 'H' && isalpha((unsigned char)s[1])) {
        while (*s && !isspace((unsigned char)*s) && n + 3 < len)
            out[n++] = (char)tolower((unsigned char)*s++);
        out[0] = 'H';
        out[n++] = ' ';
        while (isspace((unsigned char)*s))
            s++;
    }
    size_t start = n;
    for (; *s && n + 2 < len; s++) {
        if (n > start && (s[0] == ' ') && tolower((unsigned char)s[1]) == 't' && tolower((unsigned char)s[2]) == 'o' &&
            s[3] == ' ')
            s += 3; /* "to" between two points */
        char ch = (char)tolower((unsigned char)*s);
        if (isspace((unsigned char)ch)) {
            if (n > start && out[n - 1] != '-' && out[n - 1] != 'x' && s[1] && !isspace((unsigned char)s[1]))
                out[n++] = '-';
            continue;
        }
        if (n > start && isdigit((unsigned char)out[n - 1]) && isalpha((unsigned char)ch) && ch != 'x')
            out[n++] = '-';
        out[n++] = ch;
    }
    out[n] = '\0';
}

/* A move that could not be read: the notation's message quotes the move as normalize wrote it
 * ("move 'lesson-99': ..."); the person is shown what they typed (trimmed by the caller) instead,
 * before what is wrong with it (e->detail). An ambiguous move is said as the notation says it. */
static void print_parse_error(const char *typed, const Err *e)
{
    char shown[176];
    if (e->code == ERR_MOVE_SYNTAX || e->code == ERR_NOT_A_POINT)
        printf("move '%s': %s\n", err_text(typed, 40, shown, sizeof shown), e->msg + e->detail);
    else
        printf("%s\n", e->msg);
}

/* Judges one typed move. */
static Outcome judge(Learn *l, const char *typed)
{
    char text[256];
    normalize(typed, text, sizeof text);
    Err e;
    int index = move_parse(&l->variant, &l->list, text, &e);
    if (index < 0 && e.code == ERR_ILLEGAL_MOVE)
        return illegal(l, text);
    if (index < 0) {
        print_parse_error(typed, &e);
        if (e.code == ERR_NOT_A_POINT)
            printf("Points are where lines meet; their names stand along the edges: letters below, numbers left.\n");
        printf("(Not counted as a try. Type 'help' for how to write a move.)\n");
        return OUTCOME_PENDING;
    }
    const Move *m = &l->list.moves[index];
    bool find_all = l->lesson->task == TASK_FIND_ALL_MOVES || l->lesson->task == TASK_FIND_ALL_CAPTURES;
    if (l->answer[index])
        return find_all ? found_one(l, index) : right(l, m);
    char mv[MOVE_TEXT_MAX], what[512];
    move_to_text(&l->variant, m, mv, sizeof mv);
    describe(l, m, what, sizeof what);
    printf("%s is legal: %s.\n", mv, what);
    why_not_task(l, m);
    return wrong(l);
}

/* ---- a lesson ---- */

static bool set_up(Learn *l, const Lesson *lesson)
{
    Err e;
    l->lesson = lesson;
    l->nfound = l->tries = 0;
    memset(l->found, 0, sizeof l->found);
    if (!lesson_variant(l->def, lesson, &l->variant, &e) || !lesson_position(&l->variant, lesson, &l->pos, &e))
        return cli_error("lesson \"%s\": %s", lesson->title, e.msg) == 0;
    movegen_legal(&l->variant, &l->pos, &l->list);
    l->nanswers = lesson_solutions(&l->variant, &l->pos, lesson, &l->list, l->answer, &e);
    if (l->nanswers <= 0)
        return cli_error("lesson \"%s\": %s", lesson->title, l->nanswers < 0 ? e.msg : "no solution") == 0;
    return true;
}

/* Reads one line; false at the end of input. */
static bool read_line(Learn *l, char *line, size_t len)
{
    printf("> ");
    fflush(stdout);
    InputLine got = input_line_read(stdin, line, len);
    if (got == INPUT_END) {
        printf("\n");
        return false;
    }
    if (got == INPUT_TOO_LONG)
        printf("That line is too long (more than %d characters) and was not read.\n", (int)len - 1);
    if (got == INPUT_NUL)
        printf("That line holds a NUL byte and was not read.\n");
    if (got == INPUT_CR)
        printf("That line holds a carriage return before its end and was not read.\n");
    char shown[4 * LINE_BYTES + 1]; /* every byte of the line at most as \xNN */
    if (l->echo)
        printf("%s\n", err_text(line, -1, shown, sizeof shown));
    return true;
}

static Outcome run_lesson(Learn *l, int number, int total)
{
    const Lesson *lesson = l->lesson;
    printf("\n== Lesson %d of %d: %s ==\n\n", number, total, lesson->title);
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
            printf("Hint: %s\n", lesson->hint);
        } else if (!strcasecmp(s, "board")) {
            show_board(l);
        } else if (!strcasecmp(s, "skip")) {
            char answers[1024];
            list_answers(l, answers, sizeof answers);
            printf("Skipped. The answer%s: %s\n", strchr(answers, ',') ? "s" : "", answers);
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
    printf("Learn %s: %d lesson%s.\n", def->name, ls->n, ls->n == 1 ? "" : "s");
    for (int i = 0; i < ls->n; i++)
        printf("  %2d. %s\n", i + 1, ls->lesson[i].title);
    printf("\n");
    print_help();
}

/* `game` is the game as the learner named it (an id or a file), for the commands suggested. */
static void print_summary(const Learn *l, const GameDef *def, const char *game, int from, int reached, bool stopped)
{
    int total = def->lessons.n, done = reached - from;
    printf("\n== %s ==\n", stopped ? "Stopped" : "The end of the course");
    printf("%d lesson%s: %d right at the first try, %d at the second, %d answer%s shown, %d skipped.\n", done,
           done == 1 ? "" : "s", l->right_first, l->right_later, l->shown, l->shown == 1 ? "" : "s", l->skipped);
    bool is_default = !strcmp(game, "kharbaga");
    if (stopped && reached < total) {
        printf("Go on later with: kharbaga learn %s --lesson %d\n", game, reached + 1);
        return;
    }
    printf("You know the moves of %s. Play a real game against the computer:\n", def->name);
    printf("  kharbaga play%s%s --ai teacher   (a gentle opponent; you play %s, South, and move first)\n",
           is_default ? "" : " --variant ", is_default ? "" : game, def->variant.side_name[SOUTH]);
    printf("In a game, type moves as here; 'moves' lists the legal ones, 'help' the commands.\n");
    printf("The complete rules: kharbaga rules %s\n", game);
}

int cmd_learn(Cli *cli)
{
    if (!cli_game_argument(cli))
        return 2;
    if (!cli_load(cli))
        return 1;
    const GameDef *def = cli->def;
    int total = def->lessons.n;
    if (total == 0)
        return cli_error("%s has no lessons; its rules are in 'kharbaga rules %s'", def->name, cli->variant);
    if (cli->lesson > total)
        return cli_usage_error("--lesson %d: %s has lessons 1 to %d", cli->lesson, def->name, total);
    Learn *l = calloc(1, sizeof *l);
    if (!l)
        return cli_error("out of memory");
    l->def = def;
    l->echo = !isatty(fileno(stdin));
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
    free(l);
    return status;
}
