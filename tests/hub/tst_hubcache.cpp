// The Hugging Face cache by huggingface_hub's rules (document/hubcache.h, hubmodelname.h): names
// the Hub accepts, the folder its variables choose, a store that is whole or leaves nothing, and
// the models the dialog completes.
#include "document/hubcache.h"
#include "document/hubmodelname.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

#include <sys/resource.h>

using namespace rooflab;

namespace {

const QString kCommit = QStringLiteral("0123456789abcdef0123456789abcdef01234567");

QStringList everything(const QString& root) {
    QStringList paths;
    QDirIterator it(root, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        paths << it.next().mid(root.size());
    paths.sort();
    return paths;
}

HubModelName named(const QString& text) {
    HubModelName name;
    QString problem;
    if (!HubModelName::parse(text, &name, &problem))
        qWarning() << problem;
    return name;
}

} // namespace

class TestHubCache : public QObject {
    Q_OBJECT
private slots:
    void namesTheHubAccepts_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<QString>("repo");
        QTest::addColumn<QString>("revision");
        QTest::newRow("org/name") << "meta-llama/Llama-3.1-8B" << true << "meta-llama/Llama-3.1-8B"
                                  << "main";
        QTest::newRow("revision") << " Qwen/Qwen3-8B@v1.0 " << true << "Qwen/Qwen3-8B"
                                  << "v1.0";
        QTest::newRow("pull request") << "a/b@refs/pr/3" << true << "a/b"
                                      << "refs/pr/3";
        QTest::newRow("legacy name") << "gpt2" << true << "gpt2"
                                     << "main";
        QTest::newRow("three parts") << "a/b/c" << false << ""
                                     << "";
        QTest::newRow("double dash") << "a/b--c" << false << ""
                                     << "";
        QTest::newRow("double dot") << "a/b..c" << false << ""
                                    << "";
        QTest::newRow("leading dot") << "a/.b" << false << ""
                                     << "";
        QTest::newRow("space") << "a/b c" << false << ""
                               << "";
        QTest::newRow("empty") << "" << false << ""
                               << "";
        QTest::newRow("escaping revision") << "a/b@../x" << false << ""
                                           << "";
        QTest::newRow("empty revision") << "a/b@" << false << ""
                                        << "";
        QTest::newRow("long name") << "a/" + QString(97, QLatin1Char('x')) << false << ""
                                   << "";
    }
    void namesTheHubAccepts() {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        HubModelName name;
        QString problem;
        QCOMPARE(HubModelName::parse(text, &name, &problem), valid);
        QCOMPARE(problem.isEmpty(), valid);
        if (valid) {
            QFETCH(QString, repo);
            QFETCH(QString, revision);
            QCOMPARE(name.repo, repo);
            QCOMPARE(name.revision, revision);
        }
    }

    void folderFromTheVariables() {
        const QByteArray saved[] = {qgetenv("HF_HUB_CACHE"), qgetenv("HF_HOME"), qgetenv("XDG_CACHE_HOME")};
        qunsetenv("HUGGINGFACE_HUB_CACHE");
        qunsetenv("HF_HUB_CACHE");
        qunsetenv("HF_HOME");
        qunsetenv("XDG_CACHE_HOME");
        QCOMPARE(HubCache::defaultDir(), QDir::homePath() + "/.cache/huggingface/hub");
        qputenv("XDG_CACHE_HOME", "/xdg");
        QCOMPARE(HubCache::defaultDir(), QStringLiteral("/xdg/huggingface/hub"));
        qputenv("HF_HOME", "~/hf");
        QCOMPARE(HubCache::defaultDir(), QDir::homePath() + "/hf/hub");
        qputenv("HF_HUB_CACHE", "/elsewhere");
        QCOMPARE(HubCache::defaultDir(), QStringLiteral("/elsewhere"));
        qputenv("HF_HUB_CACHE", saved[0]);
        qputenv("HF_HOME", saved[1]);
        qputenv("XDG_CACHE_HOME", saved[2]);
    }

    void storedAsTheHubStoresIt() {
        QTemporaryDir dir;
        const HubCache cache(dir.path());
        const HubModelName model = named("org/model@v2");
        QVERIFY(cache.findConfig(model).isEmpty());
        QCOMPARE(cache.storeConfig(model, kCommit, "e1", "{\"a\": 1}"), QString());
        const QString root = dir.path() + "/models--org--model";
        QCOMPARE(QFile::symLinkTarget(root + "/snapshots/" + kCommit + "/config.json"), root + "/blobs/e1");
        QFile ref(root + "/refs/v2");
        QVERIFY(ref.open(QIODevice::ReadOnly));
        QCOMPARE(ref.readAll(), kCommit.toUtf8());
        QCOMPARE(cache.findConfig(model), root + "/snapshots/" + kCommit + "/config.json");
        QCOMPARE(cache.findConfig(named("org/model@" + kCommit)), cache.findConfig(model));
        QVERIFY(cache.findConfig(named("org/model")).isEmpty()); // main was never stored
        QCOMPARE(cache.cachedModels(), QStringList{"org/model"});
    }

    void aFailedStoreLeavesNothing() {
        QTemporaryDir dir;
        const HubCache cache(dir.path());
        QCOMPARE(cache.storeConfig(named("org/kept"), kCommit, "k1", "{}"), QString());
        const QStringList before = everything(dir.path());
        // Writes past 4 bytes fail (EFBIG), as on a full disk: the blob cannot be written.
        rlimit saved{};
        getrlimit(RLIMIT_FSIZE, &saved);
        const auto previous = std::signal(SIGXFSZ, SIG_IGN);
        rlimit limited = saved;
        limited.rlim_cur = 4;
        setrlimit(RLIMIT_FSIZE, &limited);
        const QString problem = cache.storeConfig(named("org/new"), kCommit, "n1", "{\"too\": \"long\"}");
        setrlimit(RLIMIT_FSIZE, &saved);
        std::signal(SIGXFSZ, previous);
        QVERIFY(!problem.isEmpty());
        QCOMPARE(everything(dir.path()), before);
    }

    void unsafeNamesFromTheServerAreRefused() {
        QTemporaryDir dir;
        const HubCache cache(dir.path());
        QVERIFY(!cache.storeConfig(named("org/m"), "../../x", "e", "{}").isEmpty());
        QVERIFY(!cache.storeConfig(named("org/m"), kCommit, "../e", "{}").isEmpty());
        QVERIFY(everything(dir.path()).isEmpty());
    }

    void brokenLinksAndMissingConfigsAreNotModels() {
        QTemporaryDir dir;
        const QString root = dir.path() + "/models--org--broken/snapshots/" + kCommit;
        QVERIFY(QDir().mkpath(root));
        QVERIFY(QFile::link("../../blobs/gone", root + "/config.json"));
        QVERIFY(QDir().mkpath(dir.path() + "/models--org--weights-only/snapshots/" + kCommit));
        const HubCache cache(dir.path());
        QVERIFY(cache.findConfig(named("org/broken@" + kCommit)).isEmpty());
        QVERIFY(cache.cachedModels().isEmpty());
        QVERIFY(QDir().mkpath(dir.path() + "/models--org--absent/.no_exist/" + kCommit));
        QFile marker(dir.path() + "/models--org--absent/.no_exist/" + kCommit + "/config.json");
        QVERIFY(marker.open(QIODevice::WriteOnly));
        QVERIFY(cache.knownAbsent(named("org/absent@" + kCommit)));
    }
};

QTEST_GUILESS_MAIN(TestHubCache)
#include "tst_hubcache.moc"
