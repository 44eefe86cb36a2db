/*
 * search_poll.c — the answer to a poll of a search (search_poll.h).
 */
#include "search_poll.h"

#include "analysis.h"
#include "json.h"

void search_poll_answer(const SearchPoll *p, ApiAnswer *a)
{
    FILE *out = api_answer_open(a, 200);
    if (!out)
        return;
    fprintf(out, "{\"id\":");
    json_string(out, p->id);
    fprintf(out, ",\"running\":%s,", p->running ? "true" : "false");
    if (p->waiting > 0)
        fprintf(out, "\"waiting\":%d,", p->waiting);
    if (p->result) {
        analyze_write_fields(out, p->v, p->personality, p->result);
    } else { /* no iteration completed yet */
        fprintf(out, "\"best\":null,\"score\":0,\"score_text\":\"\",\"depth\":0,\"nodes\":0,\"pv\":\"\"");
        json_string_member(out, "personality", p->personality);
    }
    if (p->table) { /* as analyze --json ends: the tables' value, in the reader's language */
        fprintf(out, ",\"table\":");
        table_lookup_write_json(out, p->v, p->pos, p->table, true);
    }
    fprintf(out, "}\n");
    fclose(out);
}
