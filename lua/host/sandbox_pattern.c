/*
 * sandbox_pattern.c — the worst-case number of steps of Lua's pattern matcher for a pattern on a
 * subject (sandbox_pattern_cost, see sandbox_cost.h), which the charged string.find, match,
 * gmatch and gsub charge before they run.
 */
#include "sandbox_cost.h"

#include <ctype.h>
#include <math.h>

/* Measuring the runs of a repeat's class reads the subject once, and for a [set] the set for
 * every byte. That work is the call's too, and is counted in its cost: otherwise an anchored
 * pattern of many repeats, cheap to match, would scan a long subject once per repeat for a
 * charge of a few steps, and a loop of such calls would run for hours inside its budget. Past
 * this much measuring work in one call the runs are not measured and the whole subject is
 * assumed instead. */
#define RUN_SCAN_MAX 1e8

#define COST_MAX 1e300

/* The walk along a pattern, item by item. The matcher explores a tree: a node per item and
 * per way of reaching it, a way being a start position (unless anchored), a length for every
 * repeat before it and a choice for every '?' before it. With r "choosers" (repeats, and the
 * start) sharing at most n characters there are at most C(n + r, r) ways, times 2 per '?'; and
 * since a repeat's length is at most the longest run of its class in the subject, at most the
 * product of (longest run + 1) over the choosers. The smaller bound counts. */
typedef struct PatternWalk {
    const unsigned char *subject;
    double n;          /* the subject's length */
    double scanned;    /* measuring work so far (bytes read, times the set's length for a set) */
    double limit;      /* the budget left: no measuring that would take the cost past it */
    double choosers;   /* repeats so far, plus one for the start when not anchored */
    double log_capped; /* log of the product of (longest run + 1) over the choosers */
    double optional;   /* '?' items so far */
    double cost;       /* steps counted so far, saturating at COST_MAX */
} PatternWalk;

/* lgamma without its write to the global signgam, so that games on several threads (match
 * --jobs) may load scripts at once. The arguments here are positive: the sign is not needed. */
static double log_gamma(double x)
{
    int sign;
    return lgamma_r(x, &sign);
}

/* log C(n + k, k): the ways k choosers can share at most n characters. */
static double log_splits(double n, double k)
{
    return log_gamma(n + k + 1) - log_gamma(k + 1) - log_gamma(n + 1);
}

/* Counts an item costing item_cost steps (1 for a character test, n + 1 for a scan of the
 * subject) at every way of reaching it. */
static void walk_item(PatternWalk *w, double item_cost)
{
    double log_ways = fmin(log_splits(w->n, w->choosers), w->log_capped) + w->optional * log(2.0);
    double ways = exp(fmin(log_ways, log(COST_MAX)));
    w->cost = fmin(COST_MAX, w->cost + ways * item_cost);
}

/* The end of the single-character class starting at p (a char, %x, or a [set]); end when the
 * pattern is malformed (the stock function then reports it). */
static const char *class_end(const char *p, const char *end)
{
    if (*p == '%')
        return p + 2 <= end ? p + 2 : end;
    if (*p != '[')
        return p + 1;
    p++;
    if (p < end && *p == '^')
        p++;
    do { /* the first character of a set, even ']', belongs to it */
        if (p >= end)
            return end;
        if (*p++ == '%' && p < end)
            p++;
    } while (p < end && *p != ']');
    return p < end ? p + 1 : end;
}

/* Whether c is in class %cl (Lua manual §6.4.1: %a %c %d %g %l %p %s %u %w %x, an upper-case
 * letter for the complement; any other character stands for itself). */
static bool in_class(int cl, int c)
{
    bool in;
    switch (tolower(cl)) {
    case 'a': in = isalpha(c); break;
    case 'c': in = iscntrl(c); break;
    case 'd': in = isdigit(c); break;
    case 'g': in = isgraph(c); break;
    case 'l': in = islower(c); break;
    case 'p': in = ispunct(c); break;
    case 's': in = isspace(c); break;
    case 'u': in = isupper(c); break;
    case 'w': in = isalnum(c); break;
    case 'x': in = isxdigit(c); break;
    default: return cl == c;
    }
    return isupper(cl) ? !in : in;
}

/* Whether c is in the set p..close (p at '[', close at its ']'). */
static bool in_set(const char *p, const char *close, int c)
{
    bool in = true;
    if (p[1] == '^') {
        in = false;
        p++;
    }
    while (++p < close) {
        if (*p == '%') {
            p++;
            if (p < close && in_class((unsigned char)*p, c))
                return in;
        } else if (p[1] == '-' && p + 2 < close) {
            p += 2;
            if ((unsigned char)p[-2] <= c && c <= (unsigned char)*p)
                return in;
        } else if ((unsigned char)*p == c) {
            return in;
        }
    }
    return !in;
}

/* The longest run of subject characters in the single-character class p..ep; the whole
 * subject when the class is malformed, or when measuring would pass RUN_SCAN_MAX or take the
 * cost past the limit (the budget left, which the measuring alone would spend). The measuring
 * is added to the cost. */
static double longest_run(PatternWalk *w, const char *p, const char *ep, const char *end)
{
    bool set = *p == '[', escaped = *p == '%';
    double work = w->n * (double)(set ? ep - p : 1);
    if ((set && (ep > end || ep[-1] != ']' || ep - p < 2)) || (escaped && ep - p < 2) ||
        w->scanned + work > RUN_SCAN_MAX || w->cost + work > w->limit)
        return w->n;
    w->scanned += work;
    w->cost = fmin(COST_MAX, w->cost + work);
    size_t best = 0, run = 0;
    for (size_t i = 0; i < (size_t)w->n; i++) {
        int c = w->subject[i];
        bool in = *p == '.' ? true : escaped ? in_class((unsigned char)p[1], c) : set ? in_set(p, ep - 1, c)
                                                                                   : (unsigned char)*p == c;
        run = in ? run + 1 : 0;
        if (run > best)
            best = run;
    }
    return (double)best;
}

/* Walks the items of a pattern (Lua manual §6.4.1). */
static void walk_pattern(PatternWalk *w, const char *p, const char *end)
{
    double scan = w->n + 1;
    while (p < end) {
        if (*p == '(' || *p == ')' || (*p == '$' && p + 1 == end)) {
            p++;
        } else if (*p == '%' && p + 1 < end && p[1] == 'b') { /* a balance: one scan */
            walk_item(w, scan);
            p = p + 4 <= end ? p + 4 : end;
        } else if (*p == '%' && p + 1 < end && p[1] == 'f') { /* a frontier: one test */
            walk_item(w, 1);
            p = p + 2 < end ? class_end(p + 2, end) : end;
        } else if (*p == '%' && p + 1 < end && p[1] >= '0' && p[1] <= '9') { /* a back-reference */
            walk_item(w, scan);
            p += 2;
        } else {
            const char *item = p;
            p = class_end(p, end);
            char q = p < end ? *p : '\0';
            if (q == '?') {
                walk_item(w, 1);
                w->optional++;
                p++;
            } else if (q == '*' || q == '-' || q == '+') {
                double run = longest_run(w, item, p, end);
                if (q == '+')
                    walk_item(w, 1);   /* the one it needs */
                walk_item(w, run + 1); /* the scan for the longest (or each shorter) run */
                w->choosers++;
                w->log_capped += log(run + 1);
                p++;
            } else {
                walk_item(w, 1);
            }
        }
    }
    walk_item(w, 1); /* every way that reaches the end */
}

double sandbox_pattern_cost(const char *p, size_t plen, const char *subject, size_t n, bool plain,
                            bool anchorable, double limit)
{
    const char *end = p + plen;
    PatternWalk w = {
        .subject = (const unsigned char *)subject, .n = (double)n, .choosers = 1,
        .log_capped = log((double)n + 1), .limit = limit,
    };
    if (plain) {
        for (size_t i = 0; i < plen; i++)
            walk_item(&w, 1);
        walk_item(&w, 1);
        return w.cost;
    }
    if (anchorable && p < end && *p == '^') {
        w.choosers = 0; /* one start */
        w.log_capped = 0;
        p++;
    }
    walk_pattern(&w, p, end);
    return w.cost;
}
