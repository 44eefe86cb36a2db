/*
 * dispute.c — one position under several rule choices: the moves grouped by the choices they
 * are legal under, with reasons; common moves with different results; endings without moves.
 */
#include "dispute.h"

#include "draw.h"
#include "i18n.h"
#include "json.h"
#include "movegen.h"
#include "notation.h"
#include "reasons.h"

#include <stdlib.h>
#include <string.h>

/* Selects the SPEC's ruleset and changes on base->def and copies the resulting variant.
 * OUT: on failure, false and the reason in err. */
static bool apply_spec(const ChoiceBase *base, RuleChoice *c, Err *err)
{
    char buf[DISPUTE_SPEC], *save = NULL;
    snprintf(buf, sizeof buf, "%s", c->spec);
    enum { MAX_WORDS = 32 }; /* more than the rules and a ruleset: a longer choice repeats one */
    const char *ruleset = base->ruleset, *changes[DISPUTE_MAX_RULES + MAX_WORDS], *words[MAX_WORDS + 1];
    int n = 0, nwords = 0;
    for (int i = 0; i < base->nrules && i < DISPUTE_MAX_RULES; i++)
        changes[n++] = base->rules[i];
    for (char *w = strtok_r(buf, " ,", &save); w && nwords <= MAX_WORDS; w = strtok_r(NULL, " ,", &save)) {
        words[nwords++] = w;
        if (!strncmp(w, "ruleset=", 8))
            ruleset = w + 8;
        else if (nwords <= MAX_WORDS)
            changes[n++] = w;
    }
    /* the choice's own words name each rule (and the ruleset) once; they may change what
     * --rule or a record set, which is what a choice is for */
    if (nwords > MAX_WORDS)
        return err_set(err, "more than %d rule changes", MAX_WORDS);
    if (!rules_changes_distinct(words, nwords, err) || !gamedef_select(base->def, ruleset, changes, n, err))
        return false;
    *c->v = base->def->variant; /* its hooks' candidates are the def's until the next choice: */
    return variant_conclude_hook_candidates(c->v, c->candidates, err);
}

bool choices_setup(Choices *cs, const ChoiceBase *base, const char *const *specs, const char *const *shown, int n,
                   int *failed, Err *err)
{
    memset(cs, 0, sizeof *cs);
    cs->scratch = malloc(sizeof *cs->scratch);
    bool ok = cs->scratch != NULL;
    for (int i = 0; i < n && i < DISPUTE_MAX_CHOICES; i++) {
        RuleChoice *c = &cs->c[cs->n++];
        *c = (RuleChoice){.label = (char)('A' + i), .v = malloc(sizeof(Variant)), .candidates = malloc(sizeof(Variant))};
        snprintf(c->spec, sizeof c->spec, "%s", specs[i]);
        snprintf(c->shown, sizeof c->shown, "%s", shown ? shown[i] : specs[i]);
        ok = ok && c->v && c->candidates;
    }
    *failed = -1;
    if (!ok)
        return err_fail(err, ERR_NO_MEMORY, "out of memory");
    for (int i = 0; i < cs->n; i++)
        if (!apply_spec(base, &cs->c[i], err)) {
            *failed = i;
            return false;
        }
    return true;
}

void choices_free(Choices *cs)
{
    for (int i = 0; i < cs->n; i++) {
        free(cs->c[i].v);
        free(cs->c[i].candidates);
        movelist_free(&cs->c[i].moves);
    }
    free(cs->scratch);
    cs->n = 0;
    cs->scratch = NULL;
}

int choices_generate(Choices *cs, const Position *pos)
{
    for (int i = 0; i < cs->n; i++) {
        movegen_legal(cs->c[i].v, pos, &cs->c[i].moves);
        if (cs->c[i].moves.hook_failed || cs->c[i].moves.overflow)
            return i;
    }
    return -1;
}

unsigned choices_legal_mask(const Choices *cs, const Move *m)
{
    unsigned mask = 0;
    for (int i = 0; i < cs->n; i++)
        if (reasons_list_has(&cs->c[i].moves, m))
            mask |= 1u << i;
    return mask;
}

/* Choice k's own copy of move m (its crowning flag is its own), or NULL. */
static const Move *own_move(const RuleChoice *c, const Move *m)
{
    for (int i = 0; i < c->moves.n; i++)
        if (move_same(&c->moves.moves[i], m))
            return &c->moves.moves[i];
    return NULL;
}

/* The detail of own, choice c's copy of a move. */
static const MoveDetail *own_detail(const RuleChoice *c, const Move *own) { return movelist_detail_of(&c->moves, own); }

/* Every choice's outcome of m (legal under all) in words; true if they are not all alike. */
static bool outcomes(const Choices *cs, const Position *pos, const Move *m, char text[][512])
{
    Position after[DISPUTE_MAX_CHOICES];
    bool differ = false;
    for (int k = 0; k < cs->n; k++) {
        const Move *own = own_move(&cs->c[k], m);
        reasons_outcome(cs->c[k].v, pos, own, own_detail(&cs->c[k], own), &after[k], text[k], 512);
        differ = differ || strcmp(text[k], text[0]) != 0;
    }
    return differ;
}

/* How the game ends for the side to move without moves under v: "Black loses (blocked=loss)". */
static void ending_text(const Variant *v, const Position *pos, char *buf, size_t len)
{
    const char *side = v->side_name[pos->side];
    if (!bits_any(position_pieces(pos, pos->side)))
        snprintf(buf, len, _("%s has no pieces left and loses"), side);
    else if (v->rules.blocked == BLOCKED_LOSS)
        snprintf(buf, len, _("%s has pieces but no legal move, and loses (blocked=loss)"), side);
    else
        snprintf(buf, len, _("%s has pieces but no legal move: the game is drawn (blocked=draw)"), side);
}

bool choices_disagree(Choices *cs, const Position *pos)
{
    unsigned all = (1u << cs->n) - 1;
    char text[DISPUTE_MAX_CHOICES][512], end0[256], end[256];
    for (int c = 0; c < cs->n; c++)
        for (int i = 0; i < cs->c[c].moves.n; i++) {
            const Move *m = &cs->c[c].moves.moves[i];
            if (choices_legal_mask(cs, m) != all)
                return true;
            if (c == 0 && outcomes(cs, pos, m, text))
                return true;
        }
    if (cs->c[0].moves.n == 0) {
        ending_text(cs->c[0].v, pos, end0, sizeof end0);
        for (int c = 1; c < cs->n; c++) {
            ending_text(cs->c[c].v, pos, end, sizeof end);
            if (strcmp(end, end0))
                return true;
        }
    }
    return false;
}

/* The labels of the choices in mask, "A, C". */
void dispute_write_labels(FILE *out, const Choices *cs, unsigned mask, bool json)
{
    bool first = true;
    fprintf(out, json ? "[" : "");
    for (int k = 0; k < cs->n; k++)
        if (mask & (1u << k)) {
            fprintf(out, json ? "%s\"%c\"" : "%s%c", first ? "" : json ? "," : ", ", cs->c[k].label);
            first = false;
        }
    fprintf(out, "%s", json ? "]" : first ? _("none") : "");
}

/* The labels of the choices in mask as text, "A, C", into buf. */
static const char *labels_text(const Choices *cs, unsigned mask, char *buf, size_t len)
{
    buf[0] = '\0';
    for (int k = 0; k < cs->n; k++)
        if (mask & (1u << k)) {
            size_t used = strlen(buf);
            snprintf(buf + used, len - used, "%s%c", used ? ", " : "", cs->c[k].label);
        }
    return buf;
}

static void print_move(FILE *out, const Variant *v, const Move *m, const MoveDetail *d)
{
    char text[MOVE_TEXT_MAX], caps[MAX_POINTS * (MAX_NAME + 2)];
    move_to_text(v, m, d, text, sizeof text);
    points_to_text(v, m->captured, ",", caps, sizeof caps);
    fprintf(out, "  %s", text);
    if (m->ncaptured)
        fprintf(out, _("  (takes %d: %s)"), m->ncaptured, caps);
    fprintf(out, "\n");
}

/* Why the outcome of m under the first choice differs from its outcome under choice k: the
 * reasons in r, their number returned. */
static int outcome_reasons(Choices *cs, const Position *pos, const Move *m, int k, Reason r[MAX_REASONS])
{
    const Move *own = own_move(&cs->c[0], m);
    return reasons_outcome_why(cs->c[0].v, cs->c[k].v, pos, own, own_detail(&cs->c[0], own), cs->scratch, r);
}

/* For a move legal under all with different results: each choice's outcome, then why the
 * first choice's differs from each other's. */
static void print_outcomes(FILE *out, Choices *cs, const Position *pos, const Move *m)
{
    char text[DISPUTE_MAX_CHOICES][512];
    if (!outcomes(cs, pos, m, text))
        return;
    for (int k = 0; k < cs->n; k++)
        fprintf(out, _("    under %c: %s\n"), cs->c[k].label, text[k]);
    for (int k = 1; k < cs->n; k++) {
        if (!strcmp(text[k], text[0]))
            continue;
        Reason r[MAX_REASONS];
        int nr = outcome_reasons(cs, pos, m, k, r);
        for (int j = 0; j < nr; j++)
            fprintf(out, _("    %c differs from %c by %s\n"), cs->c[0].label, cs->c[k].label, r[j].text);
    }
}

/* What a move legal under the choices of mask does besides moving and capturing, if anything
 * ("White may then huff e3"): each choice's text in text[k], and the masks to say them for in
 * said[] (one for all of them if it is the same, else one per choice). Returns how many. */
static int consequences(const Choices *cs, unsigned mask, const Position *pos, const Move *m,
                        char text[][512], int *said_of, unsigned *said)
{
    int first = -1;
    bool same = true;
    for (int k = 0; k < cs->n; k++) {
        if (!(mask & (1u << k)))
            continue;
        Position after;
        const Move *own = own_move(&cs->c[k], m);
        reasons_outcome(cs->c[k].v, pos, own, own_detail(&cs->c[k], own), &after, text[k], 512);
        if (first < 0)
            first = k;
        same = same && !strcmp(text[k], text[first]);
    }
    if (same && !strcmp(text[first], _("nothing else happens"))) /* reasons_outcome's words */
        return 0;
    int n = 0;
    for (int k = 0; k < cs->n; k++) {
        if (!(mask & (1u << k)) || (same && k != first))
            continue;
        said_of[n] = k;
        said[n++] = same ? mask : 1u << k;
    }
    return n;
}

static void print_consequence(FILE *out, const Choices *cs, unsigned mask, const Position *pos, const Move *m)
{
    char text[DISPUTE_MAX_CHOICES][512];
    int of[DISPUTE_MAX_CHOICES];
    unsigned said[DISPUTE_MAX_CHOICES];
    int n = consequences(cs, mask, pos, m, text, of, said);
    char labels[3 * DISPUTE_MAX_CHOICES + 1];
    for (int i = 0; i < n; i++)
        fprintf(out, _("    then, under %s: %s\n"), labels_text(cs, said[i], labels, sizeof labels), text[of[i]]);
}

/* The reasons a move of choice c is not legal under each choice outside mask; a sentence
 * that holds for several choices is written once, with their labels. */
static void print_reasons(FILE *out, Choices *cs, const Position *pos, int c, const Move *m, unsigned mask)
{
    enum { MAX = DISPUTE_MAX_CHOICES * MAX_REASONS };
    Reason *r = malloc(MAX * sizeof *r);
    char labels[MAX][3 * DISPUTE_MAX_CHOICES + 1];
    int n = 0;
    if (!r)
        return;
    for (int k = 0; k < cs->n; k++) {
        if (mask & (1u << k))
            continue;
        Reason found[MAX_REASONS];
        int nr = reasons_why(cs->c[c].v, cs->c[k].v, pos, m, own_detail(&cs->c[c], m), cs->scratch, found);
        for (int j = 0; j < nr; j++) {
            int same = 0;
            while (same < n && strcmp(r[same].text, found[j].text))
                same++;
            if (same == n) {
                r[n] = found[j];
                labels[n++][0] = '\0';
            }
            size_t used = strlen(labels[same]);
            snprintf(labels[same] + used, sizeof labels[same] - used, "%s%c", used ? ", " : "", cs->c[k].label);
        }
    }
    for (int i = 0; i < n; i++)
        fprintf(out, _("    not under %s: %s\n"), labels[i], r[i].text);
    free(r);
}

/* The moves legal under every choice with the same result everywhere, several to a line. */
static void print_common(FILE *out, Choices *cs, const Position *pos)
{
    unsigned all = (1u << cs->n) - 1;
    char text[DISPUTE_MAX_CHOICES][512];
    int count = 0, column = 0;
    for (int i = 0; i < cs->c[0].moves.n; i++) {
        const Move *m = &cs->c[0].moves.moves[i];
        if (choices_legal_mask(cs, m) != all || outcomes(cs, pos, m, text))
            continue;
        char mv[MOVE_TEXT_MAX], caps[MAX_POINTS * (MAX_NAME + 2)], item[sizeof mv + sizeof caps + 16];
        move_to_text(cs->c[0].v, m, own_detail(&cs->c[0], m), mv, sizeof mv);
        points_to_text(cs->c[0].v, m->captured, ",", caps, sizeof caps);
        if (m->ncaptured)
            snprintf(item, sizeof item, _("%s (takes %s)"), mv, caps);
        else
            snprintf(item, sizeof item, "%s", mv);
        if (count++ == 0)
            fprintf(out, "%s\n ", _("Under all, with the same result:"));
        else if (column + 2 + (int)strlen(item) > 100)
            fprintf(out, ",\n "), column = 0;
        else
            fprintf(out, ","), column++;
        column += fprintf(out, " %s", item);
    }
    if (count)
        fprintf(out, "\n\n");
}

/* The moves legal under every choice whose results differ, each with the reasons. */
static void print_common_differing(FILE *out, Choices *cs, const Position *pos)
{
    unsigned all = (1u << cs->n) - 1;
    char text[DISPUTE_MAX_CHOICES][512];
    int count = 0;
    for (int i = 0; i < cs->c[0].moves.n; i++) {
        const Move *m = &cs->c[0].moves.moves[i];
        if (choices_legal_mask(cs, m) != all || !outcomes(cs, pos, m, text))
            continue;
        if (count++ == 0)
            fprintf(out, "%s\n", _("Under all, with different results:"));
        print_move(out, cs->c[0].v, m, own_detail(&cs->c[0], m));
        print_outcomes(out, cs, pos, m);
    }
    if (count)
        fprintf(out, "\n");
}

/* The moves legal under the choices of mask only (not all), each with its reasons. */
static void print_group(FILE *out, Choices *cs, unsigned mask, const Position *pos)
{
    int count = 0;
    for (int c = 0; c < cs->n; c++)
        for (int i = 0; i < cs->c[c].moves.n; i++) {
            const Move *m = &cs->c[c].moves.moves[i];
            if (choices_legal_mask(cs, m) != mask || (mask & ((1u << c) - 1)))
                continue; /* listed once, under the first choice that has it */
            if (count++ == 0) {
                char labels[3 * DISPUTE_MAX_CHOICES + 1];
                fprintf(out, _("Only under %s:\n"), labels_text(cs, mask, labels, sizeof labels));
            }
            print_move(out, cs->c[c].v, m, own_detail(&cs->c[c], m));
            print_reasons(out, cs, pos, c, m, mask);
            print_consequence(out, cs, mask, pos, m);
        }
    if (count)
        fprintf(out, "\n");
}

static int popcount(unsigned x)
{
    int n = 0;
    for (; x; x &= x - 1)
        n++;
    return n;
}

void dispute_write_text(FILE *out, Choices *cs, const Variant *base, const Position *pos, const Move *last,
                        const MoveDetail *last_detail)
{
    char text[4096];
    position_to_text(base, pos, text, sizeof text);
    fprintf(out, _("Position: %s (%s to move)\n\n"), text, base->side_name[pos->side]);
    draw_position(out, base, pos, last, last_detail);
    fprintf(out, "\n");
    for (int i = 0; i < cs->n; i++)
        fprintf(out, P_("%c: %s (%d legal move)\n", "%c: %s (%d legal moves)\n", (unsigned long)cs->c[i].moves.n),
                cs->c[i].label, cs->c[i].shown, cs->c[i].moves.n);
    fprintf(out, "\n");
    /* the groups: legal under all first, then under more choices before fewer */
    print_common(out, cs, pos);
    print_common_differing(out, cs, pos);
    for (int size = cs->n - 1; size > 0; size--)
        for (unsigned mask = 1; mask < (1u << cs->n); mask++)
            if (popcount(mask) == size)
                print_group(out, cs, mask, pos);
    for (int i = 0; i < cs->n; i++)
        if (cs->c[i].moves.n == 0) {
            ending_text(cs->c[i].v, pos, text, sizeof text);
            fprintf(out, _("Under %c: %s.\n"), cs->c[i].label, text);
        }
    if (!choices_disagree(cs, pos) && cs->starts_differ)
        fputs(_("This position's moves are the same, with the same results, under every choice; but each choice starts "
                "from its own position, so their games differ before the first move.\n"),
              out);
    else if (!choices_disagree(cs, pos))
        fputs(_("The moves are the same, with the same results, under every choice.\n"), out);
}

static void json_reason(FILE *out, bool first, const char *key, char label, const Reason *r)
{
    fprintf(out, "%s{\"%s\":\"%c\",\"option\":", first ? "" : ",", key, label);
    json_string_or_null(out, r->option >= 0               ? rules_options[r->option].key
                             : r->option == REASON_HOOKS ? "hooks"
                                                         : NULL);
    json_string_member(out, "text", r->text);
    fprintf(out, "}");
}

/* "then" of a move legal under some choices only: what it does besides moving and capturing,
 * as the text's "then, under A: ..." lines, [{"under": [labels], "text"}]. */
static void json_consequences(FILE *out, const Choices *cs, unsigned mask, const Position *pos, const Move *m)
{
    char text[DISPUTE_MAX_CHOICES][512];
    int of[DISPUTE_MAX_CHOICES];
    unsigned said[DISPUTE_MAX_CHOICES];
    int n = consequences(cs, mask, pos, m, text, of, said);
    fprintf(out, ",\"then\":[");
    for (int i = 0; i < n; i++) {
        fprintf(out, "%s{\"under\":", i ? "," : "");
        dispute_write_labels(out, cs, said[i], true);
        json_string_member(out, "text", text[of[i]]);
        fprintf(out, "}");
    }
    fprintf(out, "]");
}

/* "reasons" (and "then") of a move legal under some choices only, or "outcomes" of one legal
 * under all. */
static void json_move_details(FILE *out, Choices *cs, const Position *pos, int c, const Move *m, unsigned mask)
{
    bool first = true;
    if (mask != (1u << cs->n) - 1) {
        fprintf(out, ",\"reasons\":[");
        for (int k = 0; k < cs->n; k++) {
            if (mask & (1u << k))
                continue;
            Reason r[MAX_REASONS];
            int nr = reasons_why(cs->c[c].v, cs->c[k].v, pos, m, own_detail(&cs->c[c], m), cs->scratch, r);
            for (int j = 0; j < nr; j++, first = false)
                json_reason(out, first, "not_under", cs->c[k].label, &r[j]);
        }
        fprintf(out, "]");
        json_consequences(out, cs, mask, pos, m);
        return;
    }
    char text[DISPUTE_MAX_CHOICES][512];
    if (!outcomes(cs, pos, m, text))
        return;
    fprintf(out, ",\"outcomes\":{");
    for (int k = 0; k < cs->n; k++) {
        fprintf(out, "%s\"%c\":", k ? "," : "", cs->c[k].label);
        json_string(out, text[k]);
    }
    fprintf(out, "},\"outcome_reasons\":[");
    for (int k = 1; k < cs->n; k++) {
        if (!strcmp(text[k], text[0]))
            continue;
        Reason r[MAX_REASONS];
        int nr = outcome_reasons(cs, pos, m, k, r);
        for (int j = 0; j < nr; j++, first = false)
            json_reason(out, first, "against", cs->c[k].label, &r[j]);
    }
    fprintf(out, "]");
}

void dispute_write_json(FILE *out, Choices *cs, const Variant *base, const Position *pos)
{
    fputc('{', out);
    dispute_write_json_members(out, cs, base, pos);
    fputc('}', out);
}

void dispute_write_json_members(FILE *out, Choices *cs, const Variant *base, const Position *pos)
{
    char text[4096];
    position_to_text(base, pos, text, sizeof text);
    fprintf(out, "\"position\":");
    json_string(out, text);
    fprintf(out, ",\"disagree\":%s,\"starts_differ\":%s,\"choices\":[", choices_disagree(cs, pos) ? "true" : "false",
            cs->starts_differ ? "true" : "false");
    for (int i = 0; i < cs->n; i++) {
        fprintf(out, "%s{\"label\":\"%c\",\"spec\":", i ? "," : "", cs->c[i].label);
        json_string(out, cs->c[i].shown);
        if (cs->starts_differ) { /* each choice's own start, as the text lists them */
            Position start;
            position_start(cs->c[i].v, &start);
            position_to_text(cs->c[i].v, &start, text, sizeof text);
            json_string_member(out, "start", text);
        }
        fprintf(out, ",\"legal_moves\":%d,\"ending\":", cs->c[i].moves.n);
        ending_text(cs->c[i].v, pos, text, sizeof text);
        json_string_or_null(out, cs->c[i].moves.n == 0 ? text : NULL);
        fprintf(out, "}");
    }
    fprintf(out, "],\"moves\":[");
    bool first = true;
    for (int c = 0; c < cs->n; c++)
        for (int i = 0; i < cs->c[c].moves.n; i++) {
            const Move *m = &cs->c[c].moves.moves[i];
            unsigned mask = choices_legal_mask(cs, m);
            if (mask & ((1u << c) - 1))
                continue;
            fprintf(out, "%s{\"move\":", first ? "" : ",");
            first = false;
            char mv[MOVE_TEXT_MAX];
            move_to_text(cs->c[c].v, m, own_detail(&cs->c[c], m), mv, sizeof mv);
            json_string(out, mv);
            fprintf(out, ",\"captured\":");
            json_points(out, cs->c[c].v, m->captured);
            json_string_member(out, "huffed", m->huffed != NO_POINT ? cs->c[c].v->board.name[m->huffed] : NULL);
            fprintf(out, ",\"legal\":");
            dispute_write_labels(out, cs, mask, true);
            json_move_details(out, cs, pos, c, m, mask);
            fprintf(out, "}");
        }
    fprintf(out, "]");
}
