// The fit searches (core/base/fitsearch.h): the same answers as an exhaustive scan for memory curves
// of every monotone shape, in few evaluations for the shapes memory really has.
#include "core/base/fitsearch.h"

#include <QTest>

#include <cmath>
#include <functional>
#include <limits>
#include <vector>

using namespace rooflab;

namespace {

using Curve = std::function<double(double)>;

struct Shape {
    const char* name;
    Curve used; // memory at a value, never decreasing
};

std::vector<Shape> growingShapes() {
    return {
        {"linear", [](double x) { return 10.0 + 3.0 * x; }},
        {"quadratic", [](double x) { return 5.0 + 0.5 * x + 0.02 * x * x; }},
        {"square root", [](double x) { return 2.0 + 40.0 * std::sqrt(x); }},
        {"steps", [](double x) { return 7.0 * std::floor(x / 16.0) + 0.01 * x; }},
        {"flat then steep", [](double x) { return x < 300 ? 1.0 : 1.0 + 50.0 * (x - 300); }},
        {"constant", [](double) { return 100.0; }},
    };
}

int exhaustiveLargest(int limit, double capacity, const Curve& used) {
    int answer = 0;
    for (int x = 1; x <= limit && used(x) <= capacity; ++x)
        answer = x;
    return answer;
}

} // namespace

class TestFitSearch : public QObject {
    Q_OBJECT
private slots:
    // Every capacity from below the first value's memory to above the last's.
    void largestMatchesExhaustiveScan() {
        const int limit = 1000;
        for (const Shape& shape : growingShapes()) {
            const double top = shape.used(limit);
            for (double capacity = 0; capacity <= top * 1.05 + 1; capacity += std::max(0.37, top / 997)) {
                int calls = 0;
                const int got = largestWithin(limit, capacity, [&](int x) {
                    ++calls;
                    return shape.used(x);
                });
                QCOMPARE(got, exhaustiveLargest(limit, capacity, shape.used));
                // Never much worse than bisection's ~log2(1000) = 10.
                QVERIFY2(calls <= 2 * 10 + 6, shape.name);
            }
        }
    }

    void smallestMatchesExhaustiveScan() {
        const int limit = 500;
        const std::vector<Curve> falling{
            [](double d) { return 20.0 + 4000.0 / d; },      // sharded states: A + B/d
            [](double d) { return 1000.0 - d; },             // linear
            [](double d) { return d < 100 ? 900.0 : 50.0; }, // a cliff
            [](double d) { return 300.0 / std::sqrt(d); },
        };
        for (const Curve& used : falling) {
            for (double capacity = 0; capacity <= used(1) + 1; capacity += std::max(0.5, used(1) / 700)) {
                int expected = 0;
                for (int d = limit; d >= 1 && used(d) <= capacity; --d)
                    expected = d;
                QCOMPARE(smallestWithin(limit, capacity, used), expected);
            }
        }
    }

    // The curves memory really has cost a handful of evaluations, not twenty.
    void linearMemoryTakesFewEvaluations() {
        int calls = 0;
        const int batch = largestWithin(1 << 20, 80e9, [&](int b) {
            ++calls;
            return 30e9 + 1.3e9 * b;
        });
        QCOMPARE(batch, 38);
        QVERIFY2(calls <= 5, qPrintable(QString::number(calls)));

        calls = 0;
        const int gpus = smallestWithin(1 << 17, 80e9, [&](int d) {
            ++calls;
            return 12e9 + 1.12e12 / d;
        });
        QCOMPARE(gpus, 17); // 12 + 1120/17 = 77.9 GB fits, 1120/16 = 70 + 12 = 82 does not
        QVERIFY2(calls <= 5, qPrintable(QString::number(calls)));
    }

    void realSearchBracketsTheBoundary() {
        for (const Shape& shape : growingShapes()) {
            if (QByteArray(shape.name) == "constant")
                continue;
            const double capacity = shape.used(654.321);
            const double x = largestWithinReal(1.0, 1e6, 1e-4, capacity, shape.used);
            QVERIFY2(shape.used(x) <= capacity, shape.name);
            // The boundary lies within the tolerance above the answer (a hair more for rounding).
            QVERIFY2(shape.used(x * 1.00011) > capacity, shape.name);
        }
        // The shapes the size-only search meets: model states plus activations that grow with
        // the width (about params^(2/3)), and memory that has no finite value beyond a point
        // (host RAM overflowing under offload). A line through the range's far end misses both;
        // the last two probes find them. The bracket-end secant took 9-12 and 21 evaluations.
        for (const double capacity : {24e9, 85e9, 640e9}) {
            int calls = 0;
            const auto statesAndActivations = [&](double params) {
                ++calls;
                return 4e9 + 18.0 * params + 2e4 * std::pow(params, 2.0 / 3.0);
            };
            const double x = largestWithinReal(1e5, 1e15, 1e-4, capacity, statesAndActivations);
            QVERIFY(statesAndActivations(x) <= capacity && statesAndActivations(x * 1.00011) > capacity);
            QVERIFY2(calls <= 2 + 9, qPrintable(QString::number(calls)));
        }
        for (const double cliff : {1.2e10, 3e10, 1e12}) {
            int calls = 0;
            const auto overflowing = [&](double params) {
                ++calls;
                return params > cliff ? std::numeric_limits<double>::infinity() : 6e8 + 2.4 * params;
            };
            const double x = largestWithinReal(1e5, 1e15, 1e-4, 25.38e9, overflowing);
            QVERIFY(std::abs(x / ((25.38e9 - 6e8) / 2.4) - 1) < 1e-4);
            QVERIFY2(calls <= 6, qPrintable(QString::number(calls)));
        }
        // Everything fits: the top; nothing fits: 0.
        QCOMPARE(largestWithinReal(1.0, 1e6, 1e-4, 1e9, [](double x) { return x; }), 1e6);
        QCOMPARE(largestWithinReal(1.0, 1e6, 1e-4, 0.5, [](double x) { return x; }), 0.0);
    }
};

QTEST_GUILESS_MAIN(TestFitSearch)
#include "tst_fitsearch.moc"
