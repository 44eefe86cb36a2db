/*
 * web_api.h — what the module's entry points share (web_api.c, web_search.c).
 */
#ifndef KHARBAGA_WEB_API_H
#define KHARBAGA_WEB_API_H

#include "api.h"

/* The server's default limits (kharbaga serve without --max-time). */
extern const ApiLimits web_limits;

/* The answer of the module's last call, kept until the next; freed here, ready to be filled. */
ApiAnswer *web_answer_begin(void);

/* The parameters of query as the server reads a query string, in *ps, pointing into *copy (both
 * to free). False with a 500 answer in a when memory runs out. */
bool web_parse_query(const char *query, char **copy, ApiParams **ps, ApiAnswer *a);

#endif
