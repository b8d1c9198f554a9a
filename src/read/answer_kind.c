/*
 * answer_kind.c - what the decoder's kinds of answer are called.
 *
 * A front end that reports what a solver answered (a log, a page, a JSON
 * record) needs a word for each nqcnf_answer_kind, and the words are part
 * of what it publishes: they are given once, here, beside the decoder
 * that finds the answers, so every front end says them the same way. The words are
 * the solvers' own verdicts in lower case, not the spellings the decoder
 * accepts (read/decode_*.c), which are many for one kind.
 */
#include "core/internal.h"

const char *nqcnf_answer_kind_name(nqcnf_answer_kind kind)
{
    static const char *const names[] = {"model", "unsatisfiable", "unknown",
                                        "error"};
    return (unsigned)kind < sizeof names / sizeof names[0] ? names[kind]
                                                           : NULL;
}
