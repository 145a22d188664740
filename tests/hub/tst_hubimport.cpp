// File > Import from the Hub... (app/desktop/hubimportdialog.h) over a Hugging Face cache laid
// out by hand as huggingface_hub lays it out, offline: completion from the cache, the import of
// a cached model, and each problem said in the dialog with the scenario unchanged.
#include "document/scenariodocument.h"
#include "documentfiles.h"
#include "hubimportdialog.h"
#include "mainwindow.h"

#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QMenu>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace rooflab;

namespace {

const QString kCommit = QStringLiteral("0123456789abcdef0123456789abcdef01234567");

// models--ORG--NAME/{blobs/<etag>, snapshots/<commit>/config.json -> ../../blobs/<etag>, refs/main}
bool cacheModel(const QString& cache, const QString& repo, const QByteArray& config) {
    const QString root = cache + "/models--" + QString(repo).replace('/', "--");
    QFile blob(root + "/blobs/etag1");
    QFile ref(root + "/refs/main");
    return QDir().mkpath(root + "/blobs") && QDir().mkpath(root + "/snapshots/" + kCommit) &&
           QDir().mkpath(root + "/refs") && blob.open(QIODevice::WriteOnly) && blob.write(config) == config.size() &&
           QFile::link("../../blobs/etag1", root + "/snapshots/" + kCommit + "/config.json") &&
           ref.open(QIODevice::WriteOnly) && ref.write(kCommit.toUtf8()) == kCommit.size();
}

} // namespace

class TestHubImport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QVERIFY(m_cache.isValid());
        QFile llama(qEnvironmentVariable("ROOFLAB_SOURCE_DIR") + "/resources/hf-configs/Llama-2-7b-hf.json");
        QVERIFY(llama.open(QIODevice::ReadOnly));
        QVERIFY(cacheModel(m_cache.path(), "meta-llama/Llama-2-7b-hf", llama.readAll()));
        QVERIFY(cacheModel(m_cache.path(), "org/broken", R"({"model_type": "llama", "num_hidden_layers": 2})"));
        qputenv("HF_HUB_CACHE", m_cache.path().toUtf8());
        qputenv("HF_HUB_OFFLINE", "1"); // nothing here may touch the network
    }

    void inTheFileMenu() {
        MainWindow window;
        auto* action = window.findChild<QAction*>(QStringLiteral("importFromHubAction"));
        QVERIFY(action);
        QCOMPARE(action->text(), QStringLiteral("Import from the &Hub..."));
        QVERIFY(!action->associatedObjects().isEmpty());
    }

    void completesFromTheCache() {
        HubImportDialog dialog([](const QString&, const QString&) { return QString(); });
        QCOMPARE(dialog.completions(), (QStringList{"meta-llama/Llama-2-7b-hf", "org/broken"}));
    }

    void importsACachedModel() {
        ScenarioDocument document;
        DocumentFiles files(&document, nullptr);
        HubImportDialog dialog(
            [&](const QString& path, const QString& model) { return files.importConfig(path, model); });
        QSignalSpy attempted(&dialog, &HubImportDialog::attempted);
        dialog.nameEdit()->setText("meta-llama/Llama-2-7b-hf");
        dialog.start();
        QVERIFY(attempted.wait(5000));
        QCOMPARE(attempted.first().first().toBool(), true);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCoreApplication::processEvents();
        // Llama-2-7b-hf: 6,738,415,616 parameters in the published checkpoint (docs/validation.md).
        QCOMPARE(document.report().parameters.total, std::int64_t(6'738'415'616));
        QCOMPARE(document.scenario().model.arch.name, std::string("meta-llama/Llama-2-7b-hf"));
    }

    void problemsAreSaidInTheDialog_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("message");
        QTest::newRow("not cached, offline") << "org/elsewhere"
                                             << "HF_HUB_OFFLINE";
        QTest::newRow("not a name") << "org/a/b"
                                    << "not a model name";
        QTest::newRow("config RoofLab cannot read") << "org/broken"
                                                    << "hidden_size";
    }
    void problemsAreSaidInTheDialog() {
        QFETCH(QString, name);
        QFETCH(QString, message);
        ScenarioDocument document;
        const Scenario before = document.scenario();
        DocumentFiles files(&document, nullptr);
        HubImportDialog dialog(
            [&](const QString& path, const QString& model) { return files.importConfig(path, model); });
        QSignalSpy attempted(&dialog, &HubImportDialog::attempted);
        dialog.nameEdit()->setText(name);
        dialog.start();
        QVERIFY(attempted.wait(5000));
        QCOMPARE(attempted.first().first().toBool(), false);
        QVERIFY2(dialog.status().contains(message), qPrintable(dialog.status()));
        QVERIFY(dialog.nameEdit()->isEnabled()); // free to try another name
        QCOMPARE(document.scenario().model.arch.name, before.model.arch.name);
    }

private:
    QTemporaryDir m_cache;
};

QTEST_MAIN(TestHubImport)
#include "tst_hubimport.moc"
