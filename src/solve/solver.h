/*
 * solver.h - one PicoSAT instance, loaded through the generator.
 *
 * Solving and counting both need the same thing: a solver holding the
 * encoding, plus a few clauses of their own (a unit clause, blocking
 * clauses). The encoding reaches PicoSAT through an nqcnf_sink fed by
 * nqcnf_generate, the very generator behind the DIMACS writer, so the
 * solver sees exactly the clauses a file would hold, without text.
 *
 * PicoSAT's memory comes from nqcnf_allocate and friends, so one
 * allocation hook covers the solver too. PicoSAT aborts the process when
 * an allocation fails; these wrappers turn that into
 * NQCNF_ERR_OUT_OF_MEMORY instead (see picosat_sink.c for how), after
 * which the instance only answers NQCNF_ERR_OUT_OF_MEMORY and can only be
 * freed. An instance belongs to one thread at a time; instances share
 * nothing.
 */
#ifndef NQCNF_PICOSAT_SINK_H
#define NQCNF_PICOSAT_SINK_H

#include "core/internal.h"

typedef struct nqcnf_solver nqcnf_solver;

/* NQCNF_OK if the options are valid and their encoding fits PicoSAT,
 * which counts clauses in an int like the solvers that read files:
 * NQCNF_ERR_TOO_LARGE beyond NQCNF_SOLVER_CLAUSE_LIMIT (N >= 1089). */
nqcnf_status nqcnf_solver_check_size(const nqcnf_options *options);

/* A new PicoSAT instance holding every clause of the encoding. On any
 * error *solver is NULL and nothing is left allocated. */
nqcnf_status nqcnf_solver_new(const nqcnf_options *options,
                              nqcnf_solver **solver);

/* Adds one clause (DIMACS literals, without the closing 0). */
nqcnf_status nqcnf_solver_add_clause(nqcnf_solver *solver,
                                     const int32_t *literals, size_t count);

/* Solves under the clauses added so far; *satisfiable is 1 or 0. The
 * model stays readable until the next call that changes the solver. */
nqcnf_status nqcnf_solver_solve(nqcnf_solver *solver, int *satisfiable);

/* Assumes `literal` true for the next nqcnf_solver_solve only: a unit
 * clause that is taken back afterwards, so one instance can try many
 * sets of assumptions and keep what it learned. Assumptions accumulate
 * until that solve; adding a clause in between discards them (PicoSAT's
 * rule). */
nqcnf_status nqcnf_solver_assume(nqcnf_solver *solver, int32_t literal);

/* After an unsatisfiable solve under assumptions: *failed is 1 if the
 * assumption `literal` was used to derive the contradiction (PicoSAT's
 * failed assumptions: a sufficient set, not a minimal one), 0 otherwise,
 * and 0 for every assumption when the clauses alone are contradictory.
 * NQCNF_ERR_INVALID_ARGUMENT if the last solve was not unsatisfiable or
 * a clause or assumption came after it (PicoSAT would abort). */
nqcnf_status nqcnf_solver_failed(nqcnf_solver *solver, int32_t literal,
                                 int *failed);

/* After a satisfiable nqcnf_solver_solve: is this variable true? */
int nqcnf_solver_is_true(nqcnf_solver *solver, int32_t variable);

/* The sink that adds clauses to this instance (what nqcnf_solver_new
 * hands the generator). */
nqcnf_sink nqcnf_solver_sink(nqcnf_solver *solver);

void nqcnf_solver_free(nqcnf_solver *solver);

#endif
