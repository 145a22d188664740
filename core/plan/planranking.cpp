#include "core/plan/planranking.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>

namespace rooflab {

namespace {

bool equalScores(double a, double b) {
    return std::fabs(a - b) <= kEqualScore * std::max(std::fabs(a), std::fabs(b));
}

} // namespace

void rankCandidates(std::vector<Candidate>& candidates) {
    std::sort(candidates.begin(), candidates.end(), [](const Candidate& a, const Candidate& b) {
        if (a.score != b.score)
            return a.score > b.score;
        return a.layout.canonicalBefore(b.layout);
    });
    // Runs of equal scores: the simplest layout first.
    for (auto begin = candidates.begin(); begin != candidates.end();) {
        auto end = begin + 1;
        while (end != candidates.end() && equalScores(begin->score, end->score))
            ++end;
        std::stable_sort(begin, end, [](const Candidate& a, const Candidate& b) {
            return a.layout.simplerThan(b.layout) ||
                   (!b.layout.simplerThan(a.layout) && a.layout.canonicalBefore(b.layout));
        });
        begin = end;
    }
}

void keepBest(std::vector<Candidate>& candidates, std::size_t keep) {
    if (candidates.size() <= keep || keep == 0)
        return;
    std::vector<double> scores;
    scores.reserve(candidates.size());
    for (const Candidate& c : candidates)
        scores.push_back(c.score);
    std::nth_element(scores.begin(), scores.begin() + std::ptrdiff_t(keep - 1), scores.end(), std::greater<>());
    const double threshold = scores[keep - 1];
    std::map<int, std::size_t> bestOfCount; // GPU count -> index of its best layout
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        auto [it, added] = bestOfCount.emplace(candidates[i].layout.gpus, i);
        if (!added && candidates[i].score > candidates[it->second].score)
            it->second = i;
    }
    std::vector<Candidate> kept;
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        const auto it = bestOfCount.find(candidates[i].layout.gpus);
        if (candidates[i].score >= threshold || it->second == i)
            kept.push_back(candidates[i]);
    }
    candidates = std::move(kept);
}

double shortfall(double best, double score) {
    if (best > 0)
        return score > 0 ? 1.0 - score / best : 1.0;
    return best < 0 && score < 0 ? 1.0 - best / score : 1.0;
}

std::vector<int> nearTieGroups(const std::vector<double>& rankedScores) {
    std::vector<int> groups;
    double leader = 0;
    for (double score : rankedScores) {
        if (groups.empty() || shortfall(leader, score) > kNearTie) {
            groups.push_back(groups.empty() ? 1 : groups.back() + 1);
            leader = score;
        } else {
            groups.push_back(groups.back());
        }
    }
    return groups;
}

} // namespace rooflab
