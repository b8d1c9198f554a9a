/*
 * suggest.h - "did you mean": the closest of a set of words to a typo.
 *
 * Used for command words and option names. The distance counts
 * insertions, deletions, substitutions and transpositions of two
 * neighbouring letters ("slove" is one step from "solve"), because those
 * are the slips of typing from memory; a word that reads as an
 * abbreviation ("--uniq", "--sym") is measured against the candidate's
 * first letters. A suggestion is
 * made only when it is close, so that a word that resembles nothing gets
 * no guess. Candidates are offered one at a time, so a caller walks its
 * own table and nothing is allocated.
 */
#ifndef NQCNF_CLI_SUGGEST_H
#define NQCNF_CLI_SUGGEST_H

#include <stddef.h>

/* The optimal-string-alignment distance between the two words (each
 * given with its length); SUGGEST_FAR when either is longer than
 * SUGGEST_LONGEST. */
enum { SUGGEST_LONGEST = 64, SUGGEST_FAR = 1000 };
size_t edit_distance(const char *a, size_t a_length, const char *b,
                     size_t b_length);

/* Whether `candidate` is close enough to `typed` to be suggested. */
int is_close(const char *typed, size_t typed_length, const char *candidate);

typedef struct suggestion {
    const char *typed;
    size_t length;
    const char *best; /* NULL until a close candidate is offered */
    size_t distance;
} suggestion;

void suggestion_init(suggestion *s, const char *typed, size_t length);

/* Keeps `candidate` if it is close and closer than the best so far (the
 * first of equals stays). */
void suggestion_offer(suggestion *s, const char *candidate);

#endif
