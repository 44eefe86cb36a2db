/*
 * reasons.c — explaining differences in the legal moves between rule choices.
 */
#include "reasons.h"

#include "movegen.h"
#include "notation.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool reasons_list_has(const MoveList *list, const Move *m)
{
    for (int i = 0; i < list->n; i++)
        if (move_same(&list->moves[i], m))
            return true;
    return false;
}

/* The points a chain passes over or lands on that it captured earlier, as names. */
static void revisited_points(const Variant *v, const Move *m, char *buf, size_t len)
{
    const Board *b = &v->board;
    Bits seen = bits_empty(), hit = bits_empty();
    int at = m->from;
    for (int i = 0; i < m->npath; i++) {
        int land = m->path[i];
        for (int d = 0; d < b->ndirs; d++) { /* the line from at towards land */
            int q = b->next[at][d];
            while (q != NO_POINT && q != land)
                q = b->next[q][d];
            if (q != land)
                continue;
            for (int p = b->next[at][d]; p != land; p = b->next[p][d])
                if (bits_has(seen, p))
                    bits_add(&hit, p);
            /* the piece taken on this segment: the enemy point on it */
            for (int p = b->next[at][d]; p != land; p = b->next[p][d])
                if (bits_has(m->captured, p))
                    bits_add(&seen, p);
            break;
        }
        if (bits_has(seen, land))
            bits_add(&hit, land);
        at = land;
    }
    points_to_text(v, hit, ", ", buf, len);
}

/* The largest number of pieces any capture takes under v in pos. */
static int most_taken(const Variant *v, const Position *pos, MoveList *list)
{
    int most = 0;
    movegen_captures(v, pos, list);
    for (int i = 0; i < list->n; i++)
        most = list->moves[i].ncaptured > most ? list->moves[i].ncaptured : most;
    return most;
}

/* A sentence for "m is legal only with option=value" in this position. */
static void sentence(const Variant *with, const Variant *without, const Position *pos, const Move *m, int option,
                     int value, MoveList *list, char *buf, size_t len)
{
    const RuleOption *o = &rules_options[option];
    char num[16], mv[MAX_PATH * (MAX_NAME + 1) + 16], where[256];
    Rules tmp = with->rules;
    *(int *)((char *)&tmp + o->offset) = value;
    const char *val = rules_value_text(&tmp, o, num, sizeof num);
    move_to_text(with, m, mv, sizeof mv);
    int n = snprintf(buf, len, "%s is legal only with %s=%s", mv, o->key, val);
    if (n < 0 || (size_t)n >= len)
        return;
    buf += n, len -= (size_t)n;
    if (!strcmp(o->key, "removal") && value == REMOVAL_IMMEDIATE) {
        revisited_points(with, m, where, sizeof where);
        if (where[0])
            snprintf(buf, len, ": the chain crosses or lands on %s, emptied earlier in the same move", where);
    } else if (!strcmp(o->key, "majority") && value == MAJORITY_NONE) {
        snprintf(buf, len, ": it takes %d, and under majority=%s a capture must take the most (%d here)", m->ncaptured,
                 rules_value_text(&without->rules, o, num, sizeof num), most_taken(without, pos, list));
    } else if (!strcmp(o->key, "capture") && m->ncaptured == 0) {
        snprintf(buf, len, ": it does not capture, and capture is compulsory while a capture is available");
    } else if (!strcmp(o->key, "chain") && value == CHAIN_MAY) {
        snprintf(buf, len, ": the chain stops after %d jump%s although the piece could jump again", m->npath,
                 m->npath == 1 ? "" : "s");
    } else if (!strcmp(o->key, "chain") && value == CHAIN_MUST && m->npath > 1) {
        snprintf(buf, len, ": it makes %d jumps, and chain=single allows one", m->npath);
    } else if (!strcmp(o->key, "men_move")) {
        snprintf(buf, len, ": a man steps %s", variant_is_forward(with, pos->side, m->from, m->to) ? "forward"
                                              : with->board.y[m->to] == with->board.y[m->from] ? "sideways"
                                                                                               : "backwards");
    } else if (!strcmp(o->key, "men_capture")) {
        snprintf(buf, len, ": a man jumps backwards or sideways");
    } else if (!strcmp(o->key, "king_landing")) {
        snprintf(buf, len, ": the %s lands on %s, from where it cannot capture again although another landing could",
                 with->king_name, with->board.name[m->path[0]]);
    } else if (!strcmp(o->key, "crown_mid_capture")) {
        snprintf(buf, len, ": the man reaches the far row during the capture");
    } else if (m->ncaptured && without->rules.majority != MAJORITY_NONE) {
        int most = most_taken(without, pos, list);
        if (most > m->ncaptured)
            snprintf(buf, len, ": otherwise a capture taking %d is possible, and the majority rule asks for the most",
                     most);
    }
}

/* Whether m is legal under v. */
static bool legal_under(const Variant *v, const Position *pos, const Move *m, MoveList *list)
{
    movegen_legal(v, pos, list);
    return reasons_list_has(list, m);
}

int reasons_why(const Variant *with, const Variant *without, const Position *pos, const Move *m, Variant *scratch,
                Reason *out)
{
    MoveList *list = malloc(sizeof *list);
    int n = 0;
    char diffs[512] = "";
    for (int i = 0; list && i < rules_option_count && n < MAX_REASONS; i++) {
        const RuleOption *o = &rules_options[i];
        int want = rules_get(&with->rules, o);
        if (want == rules_get(&without->rules, o))
            continue;
        char num[16];
        size_t used = strlen(diffs);
        snprintf(diffs + used, sizeof diffs - used, "%s%s=%s", used ? " and " : "", o->key,
                 rules_value_text(&with->rules, o, num, sizeof num));
        *scratch = *without;
        *(int *)((char *)&scratch->rules + o->offset) = want;
        Err e;
        if (!variant_conclude(scratch, &e) || !legal_under(scratch, pos, m, list))
            continue;
        out[n] = (Reason){.option = i, .value = want};
        sentence(with, without, pos, m, i, want, list, out[n].text, sizeof out[n].text);
        n++;
    }
    if (n == 0) { /* no single option: only the changes together make it legal */
        char mv[MAX_PATH * (MAX_NAME + 1) + 16];
        move_to_text(with, m, mv, sizeof mv);
        out[0] = (Reason){.option = -1};
        snprintf(out[0].text, sizeof out[0].text, "%.200s is legal only with %.280s together", mv, diffs);
        n = 1;
    }
    free(list);
    return n;
}
