/*
 * engine_search.c — the search thread and the lines it writes. See engine_search.h.
 */
#include "engine_search.h"

#include "json.h"
#include "notation.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Writes the principal variation as a JSON list of move texts. */
static void write_pv(FILE *f, const Variant *v, const SearchResult *r)
{
    fputc('[', f);
    for (int i = 0; i < r->npv; i++) {
        char text[MOVE_TEXT_MAX];
        move_to_text(v, &r->pv[i], &r->pv_details[i], text, sizeof text);
        if (i)
            fputc(',', f);
        json_string(f, text);
    }
    fputc(']', f);
}

/* The figures info and bestmove share: depth, score, nodes, time and speed, the variation. */
static void write_figures(FILE *f, const Variant *v, const SearchResult *r)
{
    long long ms = (long long)(r->seconds * 1000.0 + 0.5);
    double nps = r->seconds > 0 ? (double)r->nodes / r->seconds : 0.0;
    fprintf(f, ",\"depth\":%d,\"seldepth\":%d,\"score\":%d", r->depth, r->seldepth, r->score);
    int plies = search_win_plies(r->score);
    if (plies)
        fprintf(f, ",\"win_in\":%d", plies);
    fprintf(f, ",\"nodes\":%llu,\"ms\":%lld,\"nps\":%.0f,\"pv\":", (unsigned long long)r->nodes, ms, nps);
    write_pv(f, v, r);
}

static const char *id_or_null(const EngineSearch *s) { return s->id[0] ? s->id : NULL; }

/* Progress: one info line per completed iteration (search.h's SearchProgress). */
static void on_progress(void *ctx, const SearchResult *r)
{
    EngineSearch *s = ctx;
    pthread_mutex_lock(&s->lock);
    *s->last = *r;
    s->have_last = r->npv > 0 || r->depth > 0;
    bool answered = s->answered; /* stop answered already: no line after its bestmove */
    pthread_mutex_unlock(&s->lock);
    if (answered)
        return;
    OutLine line;
    engine_out_begin(&line, "info", id_or_null(s));
    if (line.f)
        write_figures(line.f, &s->def->variant, r);
    engine_out_end(s->out, &line);
}

static void write_best(EngineSearch *s, const SearchResult *r, bool stopped)
{
    const Variant *v = &s->def->variant;
    OutLine line;
    engine_out_begin(&line, "bestmove", id_or_null(s));
    if (line.f) {
        char best[MOVE_TEXT_MAX];
        move_to_text(v, &r->best, &r->best_detail, best, sizeof best);
        json_string_member(line.f, "move", best);
        write_figures(line.f, v, r);
        fprintf(line.f, ",\"complete\":%s,\"stopped\":%s,", r->complete ? "true" : "false", stopped ? "true" : "false");
        if (r->book) /* the move is the opening book's: no info line came before it */
            fprintf(line.f, "\"book\":true,");
        fprintf(line.f, "\"personality\":");
        json_string(line.f, s->personality);
        fprintf(line.f, ",\"table\":%s", s->table ? s->table : "null");
    }
    engine_out_end(s->out, &line);
}

/* A search that returned no move: a hook failed (the position was checked to have moves). */
static void write_failure(EngineSearch *s)
{
    const char *hook = gamedef_hook_error(s->def);
    char msg[1024];
    err_format(msg, sizeof msg, "go: %s: %s", s->def->path, hook ? hook : "no legal move: the game is over");
    OutLine line;
    engine_out_begin(&line, "error", id_or_null(s));
    if (line.f) {
        fprintf(line.f, ",\"line\":%lld,\"command\":\"go\",\"message\":", s->lineno);
        json_string(line.f, msg);
    }
    engine_out_end(s->out, &line);
}

static void *search_thread(void *arg)
{
    EngineSearch *s = arg;
    search_set_progress(s->searcher, on_progress, s);
    SearchResult *r = malloc(sizeof *r);
    bool found = r && search_run(s->searcher, &s->game, &s->limits, &s->params, r, &s->stop);
    search_set_progress(s->searcher, NULL, NULL);
    /* Claimed before the last line is written: a request that follows the line (play the move)
     * must find the search over; the reader then joins this thread, which waits for the line. */
    pthread_mutex_lock(&s->lock);
    s->done = true;
    bool mine = !s->answered;
    s->answered = true;
    bool stopped = s->stop;
    pthread_cond_broadcast(&s->ended);
    pthread_mutex_unlock(&s->lock);
    if (mine && found)
        write_best(s, r, stopped);
    else if (mine)
        write_failure(s);
    free(r);
    return NULL;
}

/* The game's copy: its start, moves, their details, undo records and hashes, copied as they are,
 * not made again, since the variant's piece memory and hooks already follow those moves. */
static bool copy_game(Game *to, const Game *from)
{
    if (!game_init(to, from->v, &from->start))
        return false;
    size_t n = (size_t)from->nmoves;
    if (from->capacity > to->capacity) {
        Move *m = realloc(to->moves, sizeof *m * (size_t)from->capacity);
        to->moves = m ? m : to->moves;
        MoveDetail *d = m ? realloc(to->details, sizeof *d * (size_t)from->capacity) : NULL;
        to->details = d ? d : to->details;
        Undo *u = d ? realloc(to->undos, sizeof *u * (size_t)from->capacity) : NULL;
        to->undos = u ? u : to->undos;
        uint64_t *h = u ? realloc(to->hashes, sizeof *h * (size_t)(from->capacity + 1)) : NULL;
        to->hashes = h ? h : to->hashes;
        if (!h) {
            game_free(to);
            return false;
        }
        to->capacity = from->capacity;
    }
    memcpy(to->moves, from->moves, sizeof *to->moves * n);
    memcpy(to->details, from->details, sizeof *to->details * n);
    memcpy(to->undos, from->undos, sizeof *to->undos * n);
    memcpy(to->hashes, from->hashes, sizeof *to->hashes * (n + 1));
    to->nmoves = from->nmoves;
    to->pos = from->pos;
    return true;
}

/* Makes the lock, the condition (on the monotonic clock) and the snapshot, once. */
static bool prepare(EngineSearch *s)
{
    if (s->ready)
        return true;
    s->last = malloc(sizeof *s->last);
    s->answer = malloc(sizeof *s->answer);
    if (!s->last || !s->answer) {
        free(s->last);
        free(s->answer);
        s->last = s->answer = NULL;
        return false;
    }
    pthread_condattr_t attr;
    pthread_condattr_init(&attr);
    pthread_condattr_setclock(&attr, CLOCK_MONOTONIC);
    pthread_cond_init(&s->ended, &attr);
    pthread_condattr_destroy(&attr);
    pthread_mutex_init(&s->lock, NULL);
    s->ready = true;
    return true;
}

bool engine_search_start(EngineSearch *s, EngineOut *out, Searcher *searcher, const GameDef *def, const Game *game,
                         const SearchLimits *limits, const SearchParams *params, const char *personality,
                         char *table, const char *id_json, long long lineno)
{
    free(s->table);
    s->table = table;
    if (!prepare(s))
        return false;
    if (s->game_made)
        game_free(&s->game);
    s->game_made = copy_game(&s->game, game);
    if (!s->game_made)
        return false;
    s->out = out;
    s->searcher = searcher;
    s->def = def;
    s->limits = *limits;
    s->params = *params;
    snprintf(s->personality, sizeof s->personality, "%s", personality);
    snprintf(s->id, sizeof s->id, "%s", id_json ? id_json : "");
    s->lineno = lineno;
    stop_clear(&s->stop);
    s->done = s->answered = s->have_last = false;
    /* the search recurses a ply per frame up to MAX_PLY: a stack as large as the main thread's
     * usual 8 MiB, whatever the platform's default for threads */
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, (size_t)16 << 20);
    s->started = pthread_create(&s->thread, &attr, search_thread, s) == 0;
    pthread_attr_destroy(&attr);
    return s->started;
}

bool engine_search_busy(EngineSearch *s)
{
    if (!s->started)
        return false;
    pthread_mutex_lock(&s->lock);
    bool busy = !s->answered;
    pthread_mutex_unlock(&s->lock);
    return busy;
}

void engine_search_finish(EngineSearch *s)
{
    if (s->started)
        pthread_join(s->thread, NULL);
    s->started = false;
}

bool engine_search_stop(EngineSearch *s)
{
    if (!engine_search_busy(s)) {
        engine_search_finish(s);
        return false;
    }
    struct timespec deadline;
    clock_gettime(CLOCK_MONOTONIC, &deadline);
    deadline.tv_nsec += ENGINE_STOP_WAIT_MS * 1000000L;
    if (deadline.tv_nsec >= 1000000000L)
        deadline.tv_sec++, deadline.tv_nsec -= 1000000000L;
    pthread_mutex_lock(&s->lock);
    stop_set(&s->stop);
    while (!s->done && pthread_cond_timedwait(&s->ended, &s->lock, &deadline) == 0)
        ;
    /* not returned yet (waiting for a processor, or in a long node): answer from the last
     * completed iteration, if there is one; else the thread will, when it returns */
    bool mine = !s->answered && s->have_last;
    if (mine) {
        s->answered = true;
        *s->answer = *s->last;
    }
    pthread_mutex_unlock(&s->lock);
    if (mine)
        write_best(s, s->answer, true);
    else
        engine_search_finish(s);
    return true;
}

void engine_search_free(EngineSearch *s)
{
    engine_search_stop(s);
    engine_search_finish(s);
    if (s->game_made)
        game_free(&s->game);
    s->game_made = false;
    free(s->table);
    s->table = NULL;
    if (s->ready) {
        pthread_mutex_destroy(&s->lock);
        pthread_cond_destroy(&s->ended);
        free(s->last);
        free(s->answer);
        s->ready = false;
    }
}
