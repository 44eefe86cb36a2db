/*
 * engine_out.c — whole JSON lines under a lock. See engine_out.h.
 */
#include "engine_out.h"

#include <errno.h>
#include <stdlib.h>

void engine_out_init(EngineOut *out, FILE *to)
{
    out->to = to;
    out->error = 0;
    pthread_mutex_init(&out->lock, NULL);
}

void engine_out_destroy(EngineOut *out) { pthread_mutex_destroy(&out->lock); }

void engine_out_begin(OutLine *line, const char *type, const char *id_json)
{
    line->text = NULL;
    line->size = 0;
    line->f = open_memstream(&line->text, &line->size);
    if (!line->f)
        return;
    fprintf(line->f, "{\"type\":\"%s\"", type);
    if (id_json)
        fprintf(line->f, ",\"id\":%s", id_json);
}

bool engine_out_end(EngineOut *out, OutLine *line)
{
    if (!line->f)
        return false;
    fputs("}\n", line->f);
    bool built = fclose(line->f) == 0;
    line->f = NULL;
    bool ok = built;
    if (built) {
        pthread_mutex_lock(&out->lock);
        errno = 0;
        ok = fwrite(line->text, 1, line->size, out->to) == line->size;
        ok = fflush(out->to) == 0 && ok;
        if (!ok && !out->error)
            out->error = errno ? errno : EIO;
        pthread_mutex_unlock(&out->lock);
    }
    free(line->text);
    line->text = NULL;
    return ok;
}
