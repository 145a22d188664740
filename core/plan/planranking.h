#pragma once
// The planner's order (docs/formulas.md, "The layout planner"): the score, best first; equal
// scores toward fewer mechanisms (no offload, less recomputation, smaller tp, fewer stages),
// then a canonical order of the layout's fields, so that the same input gives the same ranking
// whichever thread found what. Near-ties (within 1 % of a group's first) share a group.
#include "core/plan/shapesearch.h"

#include <vector>

namespace rooflab {

// Scores this close (relative) are equal: the same step computed along different paths.
inline constexpr double kEqualScore = 1e-9;
// Layouts within this share of their group's first are near-ties.
inline constexpr double kNearTie = 0.01;

void rankCandidates(std::vector<Candidate>& candidates);

// Drops all but the `keep` best scores (and the layouts tied with the last of them) and the best
// of each GPU count: all a ranking's top `keep` and a GPU range's Pareto need, in bounded memory.
void keepBest(std::vector<Candidate>& candidates, std::size_t keep);

// How far `score` is below `best` as a share of the best's throughput (0.07: 7 % slower);
// scores of time or cost (negative) compare as their inverse.
double shortfall(double best, double score);

// Group numbers (1, 2, ...) for ranked scores: a new group starts where a score falls more than
// kNearTie short of the current group's first.
std::vector<int> nearTieGroups(const std::vector<double>& rankedScores);

} // namespace rooflab
