/*
 * provenance.h - the --provenance lines: where an instance came from.
 */
#ifndef NQCNF_CLI_PROVENANCE_H
#define NQCNF_CLI_PROVENANCE_H

#include "generator_options.h"
#include "nqcnf_experimental.h"

/* The command line as typed, shell-quoted so that pasting it into a
 * shell runs it again: "nqueens-cnf" and argv[1..argc-1]. Call it before
 * the parser rearranges argv. Returns a text to free(), or NULL after
 * reporting that memory ran out. */
char *provenance_command_line(int argc, char *const *argv);

/* What the lines say about one instance. */
typedef struct provenance_request {
    const char *command_line;          /* from provenance_command_line */
    const nqcnf_options *options;      /* the instance */
    const generator_arguments *generator; /* as typed, for the seeds */
    const char *shuffle, *shuffle_parts;  /* as typed; NULL: not given */
    const char *family;                /* the --family run, NULL: none */
    nqcnf_format format;
} provenance_request;

/* The comment lines for `request`, each ending in a newline, in the
 * format's comment syntax (c for DIMACS, KNF and CNF+, ; for SMT-LIB 2).
 * Returns 0 and a text to free() in *text, or EXIT_USAGE for a format
 * with no comment lines before its header (OPB) or EXIT_FAILURE_RUNTIME
 * when memory ran out, after saying so. */
int provenance_text(const provenance_request *request, char **text);

/* The family of the instance, in the words of the literature:
 * "n-queens", "n-queens-completion", "blocked-n-queens",
 * "excluded-diagonals". */
const char *provenance_family_name(const generator_arguments *generator,
                                   const nqcnf_options *options);

#endif
